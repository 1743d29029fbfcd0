import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { telHref } from '@/config/site';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { addPhotosOfType } from './support/demo-db';
import { drawnPhoto, imagesLoaded } from './support/photos';
import { useBrowserSession } from './support/session';

/** The company as a fresh demo shows it (the first version of the site settings). */
const { company } = FIRST_SITE_SETTINGS;

const VISITOR = '최누수';
const SUCCESS = '문의가 성공적으로 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.';

/** The ids of the photos a gallery list links to. */
async function linkedIds(page: Page, listName: string): Promise<string[]> {
  const hrefs = await page
    .getByRole('list', { name: listName })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('/projects/gallery/')[1]?.split('?')[0] ?? ''));
}

/**
 * A visitor, end to end, on a phone (375 px, production build, demo backend): the action bar's links, the
 * gallery filtered by a work type and paged within it, a photo and 이런 공사 견적 받기 (type chosen), two photos
 * attached, one submit that reports everything missing, the confirmation panel; then staff, in the same browser
 * (the same demo database), find the inquiry with its two photos. Ends with the theme choice kept over a reload.
 */
describe('visitor journey (production build, headless Chromium, 375 px)', () => {
  const session = useBrowserSession();

  it('calls or asks from the bar, filters and pages the gallery, asks for a work with two photos, and staff see it', async () => {
    const { page, context } = await session.newPage(375);
    await page.goto(session.url('#/'));

    // 1. The bottom action bar: 전화 상담 dials the site's number, 견적 문의 opens the contact page, where the form's own
    //    send button is the action (no bar there).
    //    No Kakao channel is configured in this build (VITE_KAKAO_CHANNEL_ID unset): no 카카오톡 상담.
    const bar = page.getByRole('navigation', { name: '빠른 상담' });
    await bar.waitFor();
    expect(await bar.getByRole('link', { name: '전화 상담' }).getAttribute('href')).toBe(telHref(company.phone));
    expect(await bar.getByRole('link', { name: /카카오톡/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /카카오톡/ }).count()).toBe(0);

    // The app has taken over the page's HTML (a tap before that follows the clean link, to /contact: clean-urls tests it).
    await page.waitForFunction(
      () => {
        const heading = document.querySelector('h1');
        return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
      },
      undefined,
      { polling: 100 },
    );
    await bar.getByRole('link', { name: '견적 문의' }).click();
    await page.getByRole('heading', { level: 1, name: '견적 문의' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/contact');
    expect(await bar.count()).toBe(0);
    expect(await page.getByRole('form', { name: '문의 남기기' }).getByRole('button', { name: '문의 보내기' }).isVisible()).toBe(true);

    // 2. The gallery (through the mobile menu), filtered with the 지붕 공사 chip, paged forward and back within it.
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await page.getByRole('navigation', { name: '모바일 메뉴' }).getByRole('link', { name: '시공사례' }).click();
    const filters = page.getByRole('navigation', { name: '공사 종류별 보기' });
    await page.getByRole('list', { name: '시공 사진 목록' }).waitFor();
    // The owner has posted more roofing jobs than one gallery page holds (9): 10 in all (7 in the sample data: four
    // works and the three photos of a sample job), so the filter pages. (Added once the gallery has read the demo
    // database: a first visit to the home page reads nothing, its HTML holds the seed's data.)
    const roofingIds = await addPhotosOfType(page, 'roofing', 3);
    expect(roofingIds).toHaveLength(10);
    await filters.getByRole('link', { name: '지붕 공사' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/projects?type=roofing');
    expect(await filters.getByRole('link', { name: '지붕 공사' }).getAttribute('aria-current')).toBe('page');
    const listName = '지붕 공사 시공 사진 목록';
    const pager = page.getByRole('navigation', { name: '갤러리 페이지' });
    await pager.getByText('1 / 2').waitFor();
    await page.getByRole('list', { name: listName }).waitFor();
    const firstPage = await linkedIds(page, listName);
    expect(firstPage).toHaveLength(9);

    await pager.getByRole('button', { name: '다음', exact: true }).click();
    await pager.getByText('2 / 2').waitFor();
    await expect.poll(() => linkedIds(page, listName)).toHaveLength(1);
    const secondPage = await linkedIds(page, listName);
    expect(await pager.getByRole('button', { name: '다음', exact: true }).isDisabled()).toBe(true);
    // Only roofing works, each once: the two pages together are exactly the type's works.
    expect([...firstPage, ...secondPage].sort()).toEqual(roofingIds);

    await pager.getByRole('button', { name: '이전', exact: true }).click();
    await pager.getByText('1 / 2').waitFor();
    await expect.poll(() => linkedIds(page, listName)).toEqual(firstPage);
    expect(await page.evaluate(() => location.hash)).toBe('#/projects?type=roofing');

    // 3. A photo of the filter: its related photos, then 이런 공사 견적 받기 opens the form with 지붕 공사 chosen.
    await page.getByRole('list', { name: listName }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('list', { name: '다른 지붕 공사 시공 사진' }).waitFor();
    await page.getByRole('link', { name: '이런 공사 견적 받기' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/contact?type=roofing');
    const form = page.getByRole('form', { name: '문의 남기기' });
    await form.waitFor();
    expect(await form.getByRole('button', { name: '지붕 공사' }).getAttribute('aria-pressed')).toBe('true');
    expect(await form.getByRole('button', { name: '방수 공사' }).getAttribute('aria-pressed')).toBe('false');

    // 4. Two photos from the phone's library: previews of both.
    const photos = [await drawnPhoto(page, 'leak.jpg', '#1d4ed8'), await drawnPhoto(page, 'roof.jpg', '#b91c1c')];
    await form.getByLabel('사진 추가').setInputFiles(photos);
    await form.getByRole('img', { name: '첨부 사진 1: leak.jpg' }).waitFor();
    await form.getByRole('img', { name: '첨부 사진 2: roof.jpg' }).waitFor();
    await expect.poll(() => imagesLoaded(page, 'img[alt^="첨부 사진 "]')).toEqual([true, true]);
    expect(await form.getByText('2 / 5장').count()).toBe(1);

    // 5. One submit reports everything missing at once: the blank message (with the spec's alert) and the unticked
    // consent, each said once, at its control.
    await form.getByLabel('이름').fill(VISITOR);
    await form.getByLabel('연락처').pressSequentially('01055512345');
    expect(await form.getByLabel('연락처').inputValue()).toBe('010-5551-2345');
    await form.getByRole('button', { name: '문의 보내기' }).click();
    const summary = form.getByRole('alert');
    await summary.waitFor();
    expect(await summary.textContent()).toBe('이름, 연락처, 문의 내용은 필수입니다.');
    expect(await form.getByText('개인정보 수집·이용에 동의해 주세요.').count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
    const consent = form.getByRole('checkbox', { name: /개인정보 수집·이용 동의/ });
    const consentError = page.locator(`[id="${(await consent.getAttribute('aria-describedby'))?.split(' ')[0]}"]`);
    expect(await consentError.textContent()).toBe('개인정보 수집·이용에 동의해 주세요.');

    // The message typed, the consent still unticked: its message stays, in view, and the focus is on the box.
    await form.getByLabel('문의 내용').fill('지붕 사진처럼 비가 샙니다. 사진 두 장 보내드립니다. 현장 확인 부탁드립니다.');
    await form.getByRole('button', { name: '문의 보내기' }).click();
    await expect.poll(() => consent.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(await summary.count()).toBe(0);
    expect(await consentError.isVisible()).toBe(true);
    expect(
      await consentError.evaluate((node) => {
        const rect = node.getBoundingClientRect();
        return rect.top >= 0 && rect.bottom <= window.innerHeight;
      }),
    ).toBe(true);

    // 6. Consent ticked: its message goes at once (nothing red is left); then the confirmation panel replaces the
    // form, with the spec's text and a call button.
    await consent.check();
    expect(await form.getByText('개인정보 수집·이용에 동의해 주세요.').count()).toBe(0);
    expect(await consent.getAttribute('aria-invalid')).toBeNull();
    await form.getByRole('button', { name: '문의 보내기' }).click();
    await page.getByText(SUCCESS, { exact: true }).waitFor();
    await page.getByText('사진 2장도 함께 전송되었습니다.').waitFor();
    expect(await page.getByRole('form', { name: '문의 남기기' }).count()).toBe(0);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /전화 상담/ })
        .getAttribute('href'),
    ).toBe(telHref(company.phone));

    // 7. Staff, in the same browser (the demo database is this context's IndexedDB), see the inquiry and its photos.
    await page.goto(session.url('#/jy-dev/login'));
    await page.getByLabel('이메일').fill('admin@example.com');
    await page.getByLabel('비밀번호').fill('demo1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    await page.goto(session.url('#/jy-dev/inquiries'));
    await page.getByRole('button', { name: `${VISITOR}님 문의 보기` }).click();
    const dialog = page.getByRole('dialog', { name: '문의 상세' });
    await dialog.getByText('지붕 사진처럼 비가 샙니다.', { exact: false }).waitFor();
    await dialog.getByText('사진 2장').waitFor();
    await dialog.getByRole('button', { name: '사진 2 크게 보기' }).waitFor();
    expect(await dialog.getByRole('button', { name: /^사진 \d 크게 보기$/ }).count()).toBe(2);
    await expect.poll(() => imagesLoaded(page, '[role="dialog"] button[aria-label$="크게 보기"] img')).toEqual([true, true]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Dark is the default; switched off, the choice outlives a reload.
    await page.goto(session.url('#/'));
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.getByRole('button', { name: '다크 모드' }).first().click();
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await context.close();
  });
});
