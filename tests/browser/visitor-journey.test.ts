import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';

/**
 * A visitor on the production build (demo backend): home → gallery page 2 → a photo → next photo → contact,
 * an empty submit (the spec's alert), a valid inquiry (success box), then dark mode off and a reload keeps it.
 */
describe('visitor journey (production build, headless Chromium)', () => {
  const session = useBrowserSession();

  it('browses the gallery and a photo, sends an inquiry, and keeps the theme choice', async () => {
    const { page, context } = await session.newPage(375);
    await page.goto(session.url('#/'));

    // Home: the hero CTA to the contact page.
    const cta = page.getByRole('main').getByRole('link', { name: '무료 견적 문의' }).first();
    expect(await cta.getAttribute('href')).toContain('#/contact');

    // Gallery page 1 → 2 (through the mobile menu).
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '시공사례' }).click();
    await page.getByText('1 / 2').waitFor();
    await page.getByRole('button', { name: '다음', exact: true }).click();
    await page.getByText('2 / 2').waitFor();
    expect(await page.getByRole('button', { name: '다음', exact: true }).isDisabled()).toBe(true);

    // A photo on page 2, then the next photo.
    const firstCard = page.locator('a[href*="/projects/gallery/"]').first();
    await firstCard.click();
    const title = page.getByRole('heading', { level: 1 });
    await title.waitFor();
    const firstTitle = await title.textContent();
    await page.getByRole('link', { name: '다음 사진' }).or(page.getByRole('button', { name: '다음 사진' })).first().click();
    await expect.poll(() => title.textContent()).not.toBe(firstTitle);

    // Contact: empty submit shows the required-fields alert.
    await page.goto(session.url('#/contact'));
    await page.getByRole('button', { name: '문의 보내기' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: '이름, 연락처, 문의 내용은 필수입니다.' }).count()).toBe(1);

    // A valid inquiry.
    await page.getByLabel('이름').fill('홍길동');
    await page.getByLabel('연락처').fill('010-1234-5678');
    await page.getByLabel('문의 내용').fill('옥상 방수 견적을 받고 싶습니다. 30평 단독주택입니다.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '문의 보내기' }).click();
    await page.getByText('문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.').waitFor();
    // The confirmation replaces the form; 새 문의 작성 brings back an empty one.
    expect(await page.getByRole('button', { name: '문의 보내기' }).count()).toBe(0);
    await page.getByRole('button', { name: '새 문의 작성' }).click();
    expect(await page.getByLabel('이름').inputValue()).toBe('');

    // Dark mode is on by default; switch it off and reload: the choice is kept.
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: '다크 모드' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });
});
