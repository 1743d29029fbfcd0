import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';

/**
 * The drawn sample pictures the demo ships (public/demo/, the default hero): every one of them that a page shows
 * carries "예시 이미지" in its frame, on visitors' pages and in the admin, the sample review's photo included, so
 * nobody takes them for real work. Lists each such picture without the mark (by its address).
 */
function unmarkedSamples(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const sample = /(^|\/)(demo\/|images\/hero-default)/;
    const marked = (image: Element) => {
      let frame: Element | null = image.parentElement;
      for (let depth = 0; frame && depth < 4; depth += 1, frame = frame.parentElement) {
        if ([...frame.querySelectorAll('span')].some((span) => span.textContent === '예시 이미지')) return true;
      }
      return false;
    };
    return [...document.querySelectorAll('img')]
      .filter((image) => sample.test(new URL(image.getAttribute('src') ?? '', location.href).pathname.slice(1)))
      .filter((image) => image.getBoundingClientRect().width > 0 && !image.closest('[hidden], .sr-only'))
      .filter((image) => !marked(image))
      .map((image) => image.getAttribute('src') ?? '');
  });
}

/** How many sample pictures the page shows (so a page that shows none cannot pass by accident). */
function sampleCount(page: Page): Promise<number> {
  return page.locator('img[src*="demo/"], img[src*="hero-default"]').count();
}

describe('예시 이미지 on every demo picture (demo build)', () => {
  const session = useBrowserSession();

  it('marks each sample picture on the public pages, the review photo included, and in the admin', async () => {
    const { page, context } = await session.newPage(1440);
    const visit = async (hash: string, ready: () => Promise<unknown>) => {
      await page.goto(session.url(hash));
      await ready();
      await page.waitForLoadState('networkidle');
      expect.soft(await sampleCount(page), hash).toBeGreaterThan(0);
      expect.soft(await unmarkedSamples(page), hash).toEqual([]);
    };

    // Home: the hero, the featured photos and the reviews (read when scrolled near: the sample review's photo).
    await visit('#/', async () => {
      const photo = page.getByRole('img', { name: /고객이 올린 사진 1$/ }).first();
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
            return photo.count();
          },
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
    });
    await visit('#/projects', () => page.getByRole('list', { name: '시공 사진 목록' }).waitFor());
    // A job's photo: the picture, its job's photos by stage, the comparison and related photos.
    await visit('#/projects/gallery/job-wonju-roof-after', () => page.getByRole('slider', { name: '시공 전·후 비교 위치' }).waitFor());

    await signInAsStaff(page, session.url);
    await visit('#/jy-dev/images', () => page.getByRole('list', { name: '업로드된 이미지' }).waitFor());
    await visit('#/jy-dev/jobs', () => page.getByRole('article').first().getByRole('img').first().waitFor());
    await visit('#/jy-dev/reviews', () =>
      page
        .getByRole('img', { name: /고객의 사진 1$/ })
        .first()
        .waitFor(),
    );
    await context.close();
  });
});
