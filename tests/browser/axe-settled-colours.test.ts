import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowserSession } from './support/session';

/**
 * The accessibility checks measure the colours a visitor ends up seeing, not a frame of a fade. A CI run failed
 * once because axe ran while a just-tapped chip was between its two colour sets; here the fade is slowed so that
 * the check would land in its middle, and must still find nothing.
 */
describe('accessibility check after a tap (headless Chromium)', () => {
  const session = useBrowserSession();

  it('waits for a chip to finish changing colour before measuring contrast', async () => {
    const { context, page } = await session.newPage(375, { dark: true });
    await page.goto(session.url('#/contact'));
    await page.getByRole('form', { name: '문의 남기기' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Animation.enable');
    await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.3 }); // a 150 ms fade now takes half a second
    await page.getByRole('button', { name: '방수 공사' }).click();
    expect(await page.getByRole('button', { name: '방수 공사' }).getAttribute('aria-pressed')).toBe('true');
    const contrast = (await seriousViolations(page)).filter((violation) => violation.id === 'color-contrast');
    expect(contrast).toEqual([]);
    await context.close();
  });
});
