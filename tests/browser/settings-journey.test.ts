import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';

const NEW_PHONE = '033-765-4321';
const NEW_TEL = 'tel:0337654321';

/**
 * The owner on a phone (375 px) runs the site from 사이트 설정, on the demo: a new phone number, a price range and the
 * privacy officer, saved once, show at once on every public page of that browser (its demo database): the home page's
 * header, action bar and footer, the contact page, the services page's price and /privacy's policy. And leaving the
 * form with unsaved changes by Back, by a typed address or by reloading asks first.
 */
describe('사이트 설정 on a phone: saved, and seen at once on the public pages', () => {
  const session = useBrowserSession();

  it('the owner changes the phone number, a price range and the privacy officer; the public pages show them at once', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    await signInAsStaff(page, session.url);
    await page.goto(session.url('#/jy-dev/settings'));
    await page.getByRole('form', { name: '사이트 설정' }).waitFor();

    await page.getByRole('region', { name: '회사 정보' }).getByLabel('대표 전화번호').fill(NEW_PHONE);
    const roofing = page.getByRole('group', { name: '지붕 공사' });
    await roofing.getByRole('checkbox', { name: '지붕 공사 가격 안내하기' }).check();
    await roofing.getByLabel('최저 가격 (원)').fill('250000');
    await roofing.getByLabel('최고 가격 (원)').fill('400000');
    await roofing.getByLabel('공사 기간').fill('3~7일');
    const privacy = page.getByRole('region', { name: '개인정보' });
    await privacy.getByRole('radio', { name: '지정함' }).check();
    await privacy.getByLabel('이름').fill('김보호');
    await privacy.getByLabel('직책').fill('대표');
    await privacy.getByLabel('전화번호').fill(NEW_PHONE);
    await privacy.getByLabel('이메일').fill('privacy@jy-construction.test');
    // The save bar is at the thumb: the button sits in the lower right quarter of the phone's screen.
    const save = page.getByRole('button', { name: '저장' });
    const box = await save.boundingBox();
    expect(box && box.x > 375 / 2 && box.y > 812 * 0.75).toBe(true);
    await save.click();
    const preview = page.getByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' });
    await preview.waitFor();
    expect(await preview.getByText('평당 25만~40만 원', { exact: true }).count()).toBe(1);

    // A visitor's pages in this browser, opened afresh at their clean URLs.
    const visitor = await context.newPage();
    await visitor.goto(session.url('/'));
    const actionBar = visitor.getByRole('navigation', { name: '빠른 상담' });
    await expect.poll(() => actionBar.getByRole('link', { name: /전화 상담/ }).getAttribute('href')).toBe(NEW_TEL);
    expect(
      await visitor
        .locator('header')
        .getByRole('link', { name: new RegExp(NEW_PHONE) })
        .first()
        .getAttribute('href'),
    ).toBe(NEW_TEL);
    expect(await visitor.locator('footer').getByText(NEW_PHONE).count()).toBeGreaterThan(0);
    expect(await visitor.locator('footer').getByText('033-123-4567').count()).toBe(0);

    await visitor.goto(session.url('/contact'));
    await expect.poll(() => visitor.locator('main').getByText(NEW_PHONE).count()).toBeGreaterThan(0);

    await visitor.goto(session.url('/services'));
    await expect.poll(() => visitor.getByText('평당 25만~40만 원').count()).toBeGreaterThan(0);

    await visitor.goto(session.url('/privacy'));
    await expect.poll(() => visitor.locator('main').getByText('김보호').count()).toBeGreaterThan(0);
    expect(await visitor.locator('main').getByText('준비 중').count()).toBe(0);
    await context.close();
  });

  it('leaving with unsaved changes asks first: Back, a typed address and a reload', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    await signInAsStaff(page, session.url);
    await page.getByRole('button', { name: /^메뉴 열기/ }).click();
    await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '사이트 설정' }).click();
    const phone = page.getByRole('region', { name: '회사 정보' }).getByLabel('대표 전화번호');
    await phone.fill(NEW_PHONE);
    const question = page.getByRole('dialog', { name: '저장하지 않은 변경이 있습니다' });

    // Back: the address goes back to the form while it asks; 계속 편집하기 keeps what was typed.
    await page.evaluate(() => history.back());
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/jy-dev/settings');
    await question.getByRole('button', { name: '계속 편집하기' }).click();
    expect(await phone.inputValue()).toBe(NEW_PHONE);

    // An address typed into the bar.
    await page.evaluate(() => (location.hash = '#/jy-dev/inquiries'));
    await question.waitFor();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/jy-dev/settings');
    await question.getByRole('button', { name: '계속 편집하기' }).click();

    // A reload: the browser's own question (dismissed: the page stays, with what was typed).
    const asked = page.waitForEvent('dialog');
    // The reload never completes (it was refused): its promise ends at its time limit.
    const reload = page.reload({ timeout: 2_000 }).catch(() => undefined);
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await reload;
    expect(await phone.inputValue()).toBe(NEW_PHONE);

    // Back again, and this time leave: the dashboard.
    await page.evaluate(() => history.back());
    await question.getByRole('button', { name: '저장하지 않고 나가기' }).click();
    await page.getByRole('heading', { level: 1, name: '대시보드' }).waitFor();
    expect(await page.evaluate(() => location.hash)).toBe('#/jy-dev/dashboard');
    await context.close();
  });
});
