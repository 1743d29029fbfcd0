import type { Page } from 'playwright-core';

/** A finger's swipe from `from` to `to` (touch events through the DevTools protocol: the browser may scroll). */
export async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= steps; step += 1) {
    const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await devtools.detach();
}
