import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appTookOver, errorsOf } from './support/app-start';
import { useBrowserSession } from './support/session';
import { swipe } from './support/swipe';

/**
 * A shared photo page on a phone (375 px, touch), arrived on at its clean URL as a first visit: the comparison
 * lets a vertical swipe scroll the page, the full-screen view zooms on a finger's double tap and stays zoomed, its
 * hint speaks of fingers, and moving through the photos with › and ‹ or the phone's Back never shows the loading
 * line for long nor leaves the arrows dead.
 */
const PHOTO_OF_A_JOB = '/projects/gallery/job-wonju-roof-during';
const LOADING = '사진 정보를 불러오는 중입니다...';

/** An arrow that answers a tap: neither disabled nor waiting for its neighbour. */
const live = async (arrow: Locator) => !(await arrow.isDisabled()) && (await arrow.getAttribute('aria-disabled')) === null;

describe('a photo page on a phone, on a first visit', () => {
  const session = useBrowserSession();

  it('scrolls on a vertical swipe over the comparison, zooms on a double tap, and moves through photos and Back', async () => {
    const { context, page } = await session.newPage(375, { touch: true });
    const errors = errorsOf(page);
    await page.goto(session.url(PHOTO_OF_A_JOB));
    await appTookOver(page);
    const heading = async () => (await page.locator('h1').textContent())?.trim();
    const first = await heading();

    // A vertical swipe that starts on the comparison scrolls the page and leaves the divider where it was.
    const slider = page.getByRole('slider', { name: '시공 전·후 비교 위치' });
    await slider.scrollIntoViewIfNeeded();
    const position = await slider.getAttribute('aria-valuenow');
    const box = (await page.getByTestId('comparison-area').boundingBox())!;
    const scrolled = await page.evaluate(() => scrollY);
    const x = box.x + box.width * 0.3;
    await swipe(page, { x, y: box.y + box.height * 0.8 }, { x, y: box.y + box.height * 0.8 - 200 });
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled + 50);
    expect(await slider.getAttribute('aria-valuenow')).toBe(position);

    // The full-screen view: a finger's double tap zooms, and the browser's dblclick after it does not undo it.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('button', { name: '사진 크게 보기' }).tap();
    const viewer = page.getByRole('dialog', { name: /사진 크게 보기/ });
    const frame = viewer.getByTestId('viewer-frame');
    const image = frame.locator('img');
    const scale = async () => Number(/scale\(([\d.]+)\)/.exec((await image.getAttribute('style')) ?? '')?.[1] ?? 1);
    const area = (await frame.boundingBox())!;
    const middle = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
    await page.touchscreen.tap(middle.x, middle.y);
    await page.touchscreen.tap(middle.x, middle.y);
    await expect.poll(scale).toBeGreaterThan(1);
    await page.waitForTimeout(600);
    expect(await scale()).toBeGreaterThan(1);
    // Hints in a finger's words: no keys on a phone.
    expect(await viewer.getByText(/두 번 탭해 확대/).isVisible()).toBe(true);
    expect(await viewer.getByText(/Esc로 닫습니다/).isVisible()).toBe(false);
    await viewer.getByRole('button', { name: '닫기' }).tap();
    await viewer.waitFor({ state: 'detached' });

    // › (or ‹, whichever way there is a photo), then the phone's Back: the first photo again at once, arrows live.
    const next = page.getByRole('button', { name: '다음 사진' });
    const previous = page.getByRole('button', { name: '이전 사진' });
    await expect.poll(async () => (await live(next)) || (await live(previous))).toBe(true);
    const [forward, backward] = (await live(next)) ? [next, previous] : [previous, next];
    await forward.tap();
    await expect.poll(heading).not.toBe(first);
    const second = await heading();
    await page.goBack();
    await expect.poll(heading, { timeout: 5000 }).toBe(first);
    expect(await page.getByText(LOADING).count()).toBe(0);
    await expect.poll(() => live(forward), { timeout: 5000 }).toBe(true);

    // Again, back with the arrow this time: both ways answer.
    await forward.tap();
    await expect.poll(heading).toBe(second);
    await expect.poll(() => live(backward), { timeout: 5000 }).toBe(true);
    await backward.tap();
    await expect.poll(heading, { timeout: 5000 }).toBe(first);
    await expect.poll(() => live(forward), { timeout: 5000 }).toBe(true);
    await forward.tap();
    await expect.poll(heading, { timeout: 5000 }).toBe(second);
    expect(await page.getByText(LOADING).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
