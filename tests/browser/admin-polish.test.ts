import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';

const PHOTO = resolve('public/demo/works/zinc-roof-dormer.webp');
const PHONE = { width: 375, height: 667 };

/** Each item of the recent activity: whether it lies wholly inside the section (nothing cut off or scrolled away). */
function activityItemsInSight(page: Page) {
  return page.evaluate(() => {
    const heading = [...document.querySelectorAll('h2')].find((node) => node.textContent === '최근 활동');
    const section = heading?.closest('section');
    if (!section) return [];
    const box = section.getBoundingClientRect();
    return [...section.querySelectorAll('li')].map((item) => {
      const rect = item.getBoundingClientRect();
      let clipped = false;
      for (let node = item.parentElement; node && node !== section.parentElement; node = node.parentElement) {
        if (node.scrollHeight > node.clientHeight + 1 && getComputedStyle(node).overflowY !== 'visible') clipped = true;
      }
      return rect.top >= box.top && rect.bottom <= box.bottom + 0.5 && !clipped;
    });
  });
}

/** The overflow-y of the recent activity's list: the spec's list is scrollable. */
function activityListOverflow(page: Page) {
  return page
    .getByRole('region', { name: '최근 활동' })
    .getByRole('list')
    .evaluate((list) => getComputedStyle(list).overflowY);
}

/** Whether the element at the centre of the button named `name` is that button (nothing lies over it). */
async function buttonUncovered(page: Page, name: RegExp) {
  const button = page.getByRole('button', { name });
  const box = await button.boundingBox();
  if (!box) return false;
  return button.evaluate(
    (node, point) => {
      const top = document.elementFromPoint(point.x, point.y);
      return top !== null && (top === node || node.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
}

/**
 * The staff's common jobs on the production build (demo backend): the whole activity list, toasts that leave the
 * top bar alone, six photos in two phone screens with 삭제 in the ⋯ menu, and 현장 사진 올리기 straight to the camera.
 */
describe('admin polish (production build, headless Chromium)', () => {
  const session = useBrowserSession();

  for (const { width, height } of [PHONE, { width: 1440, height: 900 }]) {
    it(`keeps the recent activity a scroll box and shows all five whole at ${width}×${height}`, async () => {
      const { page, context } = await session.newPage(width);
      await page.setViewportSize({ width, height });
      await signInAsStaff(page, session.url);
      await page.getByText("'원주 단독주택 아스팔트 슁글 지붕 교체'를 대표 프로젝트로 지정했습니다.").waitFor();
      expect(['auto', 'scroll']).toContain(await activityListOverflow(page));
      expect(await activityItemsInSight(page)).toEqual([true, true, true, true, true]);
      await context.close();
    });
  }

  it('fits six photos in two phone screens, keeps 삭제 in the ⋯ menu, and toasts below the top bar', async () => {
    const { page, context } = await session.newPage(PHONE.width);
    await page.setViewportSize(PHONE);
    await signInAsStaff(page, session.url);
    await page.goto(session.url('#/jy-dev/images'));
    const rows = page.getByRole('list', { name: '업로드된 이미지' }).getByRole('article');
    await expect.poll(() => rows.count()).toBe(6);
    const sixthBottom = await rows.nth(5).evaluate((node) => node.getBoundingClientRect().bottom + window.scrollY);
    expect(sixthBottom).toBeLessThanOrEqual(2 * PHONE.height);

    // On the row: 수정 and ⋯ only; 삭제 waits in the menu, last.
    const third = rows.nth(2);
    const title = (await third.getByRole('heading').textContent()) ?? '';
    expect(await third.getByRole('button').count()).toBe(2);
    await third.getByRole('button', { name: `더 보기 (${title})` }).click();
    const menu = page.getByRole('menu');
    expect(await menu.getByRole('menuitem').allTextContents()).toEqual(['대표 프로젝트로 지정', '배경으로 설정', '삭제']);
    await menu.getByRole('menuitem', { name: '대표 프로젝트로 지정' }).click();

    // The toast sits under the top bar: the menu button and the theme toggle stay visible and tappable.
    const toast = page.getByRole('status').filter({ hasText: '대표 프로젝트로 지정했습니다.' });
    await toast.waitFor();
    const toastBox = await toast.boundingBox();
    const headerBox = await page.locator('header').first().boundingBox();
    expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
    // Its name ends with the new-inquiry badge's words when there are some ("메뉴 열기, 새 문의 3건").
    expect(await buttonUncovered(page, /^메뉴 열기/)).toBe(true);
    await expect.poll(() => third.getByText('대표 프로젝트', { exact: true }).count()).toBe(1);
    await context.close();
  });

  it('opens 현장 사진 올리기 straight to the camera for a new job, and logs the upload with the right particle', async () => {
    const { page, context } = await session.newPage(PHONE.width);
    await page.setViewportSize(PHONE);
    await signInAsStaff(page, session.url);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('link', { name: /현장 사진 올리기/ }).click();
    const camera = await chooser;
    expect(await camera.element().getAttribute('capture')).toBe('environment');
    expect(await camera.element().getAttribute('accept')).toBe('image/*');
    expect(page.url()).toContain('#/jy-dev/images?upload=camera');

    const dialog = page.getByRole('dialog', { name: '현장 사진 올리기' });
    expect(await dialog.getByLabel(/^현장 이름/).inputValue()).toMatch(/^\d{1,2}월 \d{1,2}일 현장 사진$/);
    await camera.setFiles(PHOTO);
    await dialog.getByLabel(/^지역/).selectOption('원주시');
    // The work type is a chip: the tap lands on its label.
    await dialog
      .locator('label')
      .filter({ hasText: /^지붕 공사$/ })
      .click();
    const jobName = await dialog.getByLabel(/^현장 이름/).inputValue();
    expect(jobName).toMatch(/^\d{1,2}월 \d{1,2}일 지붕 공사 현장$/);
    const title = await dialog.getByLabel('1번째 사진 사진 제목').inputValue();
    expect(title).toBe(`${jobName} · 시공 전`);
    await dialog.getByRole('button', { name: '사진 1장 올리기' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByText('사진 1장을 비공개로 저장했습니다.', { exact: false }).waitFor();
    expect(page.url()).not.toContain('upload=camera');

    // The dashboard's feed: 시공 전 ends in a consonant, so 을 (not 을(를)).
    await page.goto(session.url('#/jy-dev/dashboard'));
    await page.getByText(`새 이미지 '${title}'을 업로드했습니다.`).waitFor();
    await context.close();
  });
});
