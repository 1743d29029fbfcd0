import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';

/** Scroll positions just past the spec's 20 px threshold, where a header that changed height used to flicker. */
const POSITIONS = [21, 25, 30, 36];
/** How long to watch each position: the old flicker showed 35-75 switches in 3-5 s. */
const WATCH_MS = 1000;

interface Reading {
  y: number;
  switches: number;
  scrollY: number;
  height: number;
  scrolled: string | null;
}

/**
 * The spec's header changes style after 20 px of scroll. At 768 px and wider that style change must not change the
 * header's height: if it did, the page would move under the reader and the browser's scroll correction would carry
 * it back over the threshold, switching styles without end.
 */
describe('the header while scrolling past 20 px (1280 px wide)', () => {
  const session = useBrowserSession();

  it('switches style at most once per position, stays where it was scrolled, and keeps its height', async () => {
    const { page, context } = await session.newPage(1280);
    await page.goto(session.url('#/about'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    // Every change of the header's class attribute is one style switch.
    const initialHeight = await page.evaluate(() => {
      const header = document.querySelector('header')!;
      const counter = window as unknown as { headerSwitches: number };
      counter.headerSwitches = 0;
      new MutationObserver((records) => {
        counter.headerSwitches += records.length;
      }).observe(header, { attributes: true, attributeFilter: ['class'] });
      return header.getBoundingClientRect().height;
    });

    const readings: Reading[] = [];
    for (const y of [...POSITIONS, 0]) {
      const before = await page.evaluate(() => (window as unknown as { headerSwitches: number }).headerSwitches);
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(WATCH_MS);
      readings.push(
        await page.evaluate(
          ({ y, before }) => {
            const header = document.querySelector('header')!;
            return {
              y,
              switches: (window as unknown as { headerSwitches: number }).headerSwitches - before,
              scrollY: Math.round(window.scrollY),
              height: header.getBoundingClientRect().height,
              scrolled: header.getAttribute('data-scrolled'),
            };
          },
          { y, before },
        ),
      );
    }
    await context.close();

    const expected = [
      // 0 → 21 crosses the threshold once; the next three stay past it; back to 0 crosses it once more.
      { y: 21, switches: 1, scrollY: 21, height: initialHeight, scrolled: 'true' },
      ...[25, 30, 36].map((y) => ({ y, switches: 0, scrollY: y, height: initialHeight, scrolled: 'true' })),
      { y: 0, switches: 1, scrollY: 0, height: initialHeight, scrolled: 'false' },
    ];
    expect(readings).toEqual(expected);
    // The wide header's own height (h-20), not the phone's.
    expect(initialHeight).toBeGreaterThanOrEqual(80);
  });
});
