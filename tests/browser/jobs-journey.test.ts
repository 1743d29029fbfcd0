import { describe, expect, it } from 'vitest';
import { drawnPhoto } from './support/photos';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';

/**
 * Jobs (시공 현장) on a phone, 375 px: staff file three photos as a draft job from 현장 사진 올리기 (their stages
 * spread over 전·중·후), publish it from 시공 현장 in one tap (confirmed); then, in the same browser (the same demo database), a
 * visitor finds the photos newest in the gallery, sees the job under a photo, drags the before/after divider and
 * moves it with the keyboard, and opens a photo full screen (arrows, double-tap zoom, Escape, focus given back).
 */
describe('jobs on a phone: a draft job published, then seen by a visitor', () => {
  const session = useBrowserSession();

  it('uploads three photos as a draft job, publishes it, and shows it to a visitor with its comparison and full screen', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    await signInAsStaff(page, session.url);

    // 현장 사진 올리기: the camera opens at once (one photo), the gallery picker adds two more.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('link', { name: /현장 사진 올리기/ }).click();
    const camera = await chooser;
    const sheet = page.getByRole('dialog', { name: '현장 사진 올리기' });
    await camera.setFiles(await drawnPhoto(page, 'before.jpg', '#78716c'));
    await sheet
      .getByLabel('사진 선택')
      .setInputFiles([await drawnPhoto(page, 'during.jpg', '#a16207'), await drawnPhoto(page, 'after.jpg', '#1d4ed8')]);
    await sheet.getByRole('listitem', { name: '3번째 사진' }).waitFor();

    await sheet.getByLabel(/^현장 이름/).fill('삼척 주택 지붕 교체');
    await sheet.getByLabel(/^지역/).selectOption('삼척시');
    // A chip: the tap lands on its label (the radio button itself is visually hidden).
    await sheet
      .locator('label')
      .filter({ hasText: /^지붕 공사$/ })
      .click();
    // Photos without shooting times: their stages follow the order they were added (전, 중, 후), no tap needed.
    await sheet.locator('ol[aria-busy="true"]').waitFor({ state: 'detached' });
    for (const [row, stage] of [
      ['1번째 사진', '시공 전'],
      ['2번째 사진', '시공 중'],
      ['3번째 사진', '시공 후'],
    ] as const) {
      expect(await sheet.getByRole('listitem', { name: row }).getByRole('radio', { name: stage }).isChecked()).toBe(true);
    }
    expect(await sheet.getByLabel('3번째 사진 사진 제목').inputValue()).toBe('삼척 주택 지붕 교체 · 시공 후');
    expect(await sheet.getByRole('radio', { name: '비공개로 저장' }).isChecked()).toBe(true);
    await sheet.getByRole('button', { name: '사진 3장 올리기' }).click();
    await page.getByText('사진 3장을 비공개로 저장했습니다.', { exact: false }).waitFor({ timeout: 30_000 });
    await sheet.waitFor({ state: 'detached' });
    // No public page yet: said so, with the way to publish instead of a link.
    const uploaded = page.getByRole('region', { name: '방금 사진을 올린 현장' });
    await uploaded.getByText(/아직 비공개 현장이라 방문자에게 보이지 않습니다/).waitFor();
    expect(await uploaded.getByRole('link', { name: /공개 페이지 보기/ }).count()).toBe(0);

    // Not public yet: the gallery still starts with the newest sample photo.
    await page.goto(session.url('#/projects'));
    const gallery = page.getByRole('list', { name: '시공 사진 목록' });
    await gallery.waitFor();
    expect(await gallery.getByRole('link').first().getAttribute('href')).toBe('/projects/gallery/roof-asphalt-shingle-house');

    // 시공 현장: the draft with its three 비공개 photos, published at once, with the customer's consent ticked right in
    // the confirmation (none was recorded when the job was made).
    await page.goto(session.url('#/jy-dev/jobs'));
    const job = page.getByRole('article', { name: '삼척 주택 지붕 교체' });
    await job.getByText('사진 3장 (비공개 3장)').waitFor();
    expect(await job.getByText('비공개', { exact: true }).count()).toBeGreaterThan(0);
    await job.getByRole('button', { name: /^공개하기/ }).click();
    const confirm = page.getByRole('dialog', { name: '시공 현장 공개' });
    await confirm.getByRole('checkbox', { name: /공개하는 데 동의했습니다/ }).check();
    await confirm.getByRole('button', { name: '공개하기' }).click();
    await page.getByText('“삼척 주택 지붕 교체” 현장을 공개했습니다.').waitFor();
    await job.getByText('사진 3장', { exact: true }).waitFor();
    await job.getByRole('link', { name: '공개 페이지 보기 (삼척 주택 지붕 교체) (새 창)' }).waitFor();

    // A visitor: the three photos lead the gallery; one of them shows its job.
    await page.goto(session.url('#/projects'));
    await gallery.waitFor();
    const newest = gallery.getByRole('link').first();
    await expect.poll(() => newest.getAttribute('href')).not.toBe('/projects/gallery/roof-asphalt-shingle-house');
    await newest.click();
    const section = page.getByRole('region', { name: '삼척 주택 지붕 교체', exact: true });
    await section.waitFor();
    // The photo's page leads with the job's facts and its page.
    const lead = page.getByRole('region', { name: '시공 현장 · 삼척 주택 지붕 교체' });
    await lead.getByText('삼척시').waitFor();
    expect(await lead.getByRole('link', { name: '현장 전체 보기' }).getAttribute('href')).toMatch(/^\/projects\/jobs\/.+/);
    const steps = section.getByRole('list', { name: '시공 과정' }).getByRole('link');
    expect(await steps.allTextContents()).toEqual([
      expect.stringMatching(/^시공 전삼척 주택 지붕 교체 · 시공 전/),
      expect.stringMatching(/^시공 중삼척 주택 지붕 교체 · 시공 중/),
      expect.stringMatching(/^시공 후삼척 주택 지붕 교체 · 시공 후/),
    ]);

    // The comparison: dragged by touch-like pointer moves (the mouse here), then moved with the arrow keys.
    const slider = section.getByRole('slider', { name: '시공 전·후 비교 위치' });
    await slider.waitFor();
    expect(await slider.getAttribute('aria-valuenow')).toBe('50');
    const area = section.getByTestId('comparison-area');
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    const y = box.y + box.height * 0.3;
    await page.mouse.move(box.x + box.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.35, y, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.25, y, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => Number(await slider.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(27);
    const dragged = Number(await slider.getAttribute('aria-valuenow'));
    expect(dragged).toBeGreaterThanOrEqual(23);
    const url = page.url();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(Number(await slider.getAttribute('aria-valuenow'))).toBe(dragged + 10);
    expect(await slider.getAttribute('aria-valuetext')).toBe(`시공 전 ${dragged + 10}%, 시공 후 ${90 - dragged}%`);
    expect(page.url()).toBe(url);

    // Full screen: the job's photos with arrows, zoom by double tap, Escape, focus back on the button.
    const open = page.getByRole('button', { name: '사진 크게 보기' });
    await open.click();
    const viewer = page.getByRole('dialog', { name: /^사진 크게 보기/ });
    await viewer.waitFor();
    const counter = viewer.getByText(/^\d \/ 3$/);
    const first = await counter.textContent();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter.textContent()).not.toBe(first);
    const frame = viewer.getByTestId('viewer-frame');
    const image = frame.getByRole('img');
    await frame.dblclick();
    await expect.poll(() => image.evaluate((node) => (node as HTMLElement).style.transform)).toContain('scale(2.5)');
    // Right-click and dragging the picture away stay blocked.
    expect(await image.evaluate((node) => node.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })))).toBe(
      false,
    );
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await open.evaluate((node) => node === document.activeElement)).toBe(true);

    await context.close();
  });
});
