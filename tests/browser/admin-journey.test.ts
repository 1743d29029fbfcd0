import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { useBrowserSession } from './support/session';

const TITLE = 'E2E 테스트 지붕 공사';
const PHOTO = resolve('public/demo/works/zinc-roof-dormer.webp');

/**
 * Staff on the production build (demo backend), at phone width: a visitor's inquiry reaches the dashboard,
 * its status is changed, a photo is uploaded (progress shown), featured, made the background, shows on home, deleted.
 */
describe('admin journey (production build, headless Chromium, 375 px)', () => {
  const session = useBrowserSession();

  it('signs in, handles an inquiry and manages an uploaded image end to end', async () => {
    const { page, context } = await session.newPage(375);

    // A visitor sends an inquiry.
    await page.goto(session.url('#/contact'));
    await page.getByLabel('이름').fill('김현장');
    await page.getByLabel('연락처').fill('010-9876-5432');
    await page.getByLabel('문의 내용').fill('창고 지붕 누수 보수 견적 부탁드립니다.');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '문의 보내기' }).click();
    await page.getByText('문의가 성공적으로 접수되었습니다.', { exact: false }).waitFor();

    // Sign in: wrong password first, then the right one.
    await page.goto(session.url('#/jy-dev/login'));
    await page.getByLabel('이메일').fill('admin@example.com');
    await page.getByLabel('비밀번호').fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByText('이메일 또는 비밀번호가 잘못되었습니다.').waitFor();
    await page.getByLabel('비밀번호').fill('demo1234');
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    // Dashboard: the inquiry is in the recent activity.
    await page.getByRole('heading', { name: '대시보드' }).waitFor();
    await page.getByText('김현장님의 새 문의가 접수되었습니다.').waitFor();

    // Inquiries: open it and change its status.
    await page.goto(session.url('#/jy-dev/inquiries'));
    await page.getByRole('button', { name: /보기/ }).first().waitFor();
    await page
      .getByRole('button', { name: /김현장/ })
      .or(page.getByRole('button', { name: '보기' }))
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('창고 지붕 누수 보수 견적 부탁드립니다.').waitFor();
    expect(await dialog.locator('a[href^="tel:"]').getAttribute('href')).toBe('tel:01098765432');
    await dialog.getByRole('combobox').selectOption('확인중');
    await page
      .getByText(/확인중/)
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: '닫기' }).first().click();
    // The feed reads like Korean: '확인중'으로, not '확인중'(으)로.
    await page.goto(session.url('#/jy-dev/dashboard'));
    await page.getByText("김현장님 문의의 상태를 '신규'에서 '확인중'으로 변경했습니다.").waitFor();

    // Images: upload with visible progress.
    await page.goto(session.url('#/jy-dev/images'));
    await page.getByRole('button', { name: '이미지 업로드' }).click();
    const upload = page.getByRole('dialog');
    await upload.locator('input[type="file"]').first().setInputFiles(PHOTO);
    await upload.getByLabel(/제목/).fill(TITLE);
    await upload.getByRole('button', { name: '업로드', exact: true }).click();
    await page.getByRole('progressbar').waitFor();
    await upload.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText(TITLE).first().waitFor();

    // Featured, then background (confirmation names the title), both from the row's ⋯ menu.
    const row = page.getByRole('article', { name: TITLE });
    const more = page.getByRole('button', { name: `더 보기 (${TITLE})` });
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', { name: '대표 프로젝트로 지정' }).click();
    await row.getByText('대표 프로젝트', { exact: true }).waitFor();
    await more.click();
    await page.getByRole('menu').getByRole('menuitem', { name: '배경으로 설정' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(TITLE, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: '배경으로 설정' }).click();
    await confirm.waitFor({ state: 'detached' });
    // Both marks, in words; setting it again is offered no more.
    await row.getByText('현재 배경 이미지').waitFor();
    expect(await row.getByText('대표 프로젝트', { exact: true }).count()).toBe(1);
    await more.click();
    expect(
      await page
        .getByRole('menu')
        .getByRole('menuitem', { name: /^배경으로 설정/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    await page.keyboard.press('Escape');

    // Home: the upload is the hero and among the featured photos.
    await page.goto(session.url('#/'));
    await page.getByRole('main').getByText(TITLE).first().waitFor();
    await expect.poll(() => page.locator('img[src^="blob:"]').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

    // Delete it.
    await page.goto(session.url('#/jy-dev/images'));
    await page.getByRole('button', { name: `더 보기 (${TITLE})` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: '삭제' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '삭제' }).click();
    await page.getByText(`“${TITLE}” 이미지를 삭제했습니다.`).waitFor();
    await expect.poll(() => page.getByRole('article', { name: TITLE }).count()).toBe(0);
    await context.close();
  });
});
