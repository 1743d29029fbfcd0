import type { Page } from 'playwright-core';

/**
 * Watching a server-rendered page before and while the app takes it over (clean-urls.test.ts,
 * first-paint.test.ts): holding the app's entry script back, slowing the page down as a phone on a slow network
 * would be, and checking what React took over.
 */

/** Console errors and page errors of `page` from now on (a hydration error would be one). */
export function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Holds every request for the app's entry script until the returned release() is called (once per navigation):
 * until then the page is its HTML, CSS and index.html's start-up script.
 */
export async function holdAppEntry(page: Page): Promise<() => void> {
  const waiting: (() => void)[] = [];
  await page.route(/\/static\/js\/index-[\w-]+\.js$/, async (route) => {
    await new Promise<void>((resolve) => waiting.push(resolve));
    await route.continue();
  });
  const release = () => {
    // The request may not have been made yet: let it through as soon as it is.
    if (waiting.length === 0) return void setTimeout(release, 20);
    for (const resolve of waiting.splice(0)) resolve();
  };
  return release;
}

/**
 * A phone on a slow mobile network, through the DevTools protocol: Lighthouse's mobile profile (150 ms round
 * trips, 1.6 Mbps down, 750 kbps up) and a CPU four times slower.
 */
export async function slowDown(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  await devtools.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Whether the app has taken over (main.tsx marks <html> as it starts React). */
export function appStarted(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.hasAttribute('data-app'));
}

/** Waits until React owns the page's h1 (hydrated or rendered), showing `h1`, and the network is quiet. */
export async function appTookOver(page: Page, h1?: string): Promise<void> {
  await page.waitForFunction(
    (text) => {
      const heading = document.querySelector('h1');
      return (
        (text === null || heading?.textContent?.trim() === text) &&
        !!heading?.checkVisibility() &&
        Object.keys(heading).some((key) => key.startsWith('__reactFiber'))
      );
    },
    h1 ?? null,
    { timeout: 30_000 },
  );
  await page.waitForLoadState('networkidle');
}

/**
 * Attributes the hydrated DOM holds that differ from what React rendered: React 19 does not report them (nor fix
 * them) in a production build, so a link's href or a useId label that the server and the browser compute
 * differently, or a state the start-up script set that the app did not take over, would stay wrong silently.
 */
export async function attributeMismatches(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps'));
      if (!key) continue;
      const props = (element as unknown as Record<string, Record<string, unknown>>)[key]!;
      for (const attribute of [
        'id',
        'href',
        'src',
        'class',
        'aria-labelledby',
        'aria-describedby',
        'aria-controls',
        'aria-pressed',
        'aria-expanded',
        'aria-label',
        'title',
      ]) {
        const value = props[attribute === 'class' ? 'className' : attribute];
        const expected = typeof value === 'boolean' ? String(value) : value;
        if (typeof expected === 'string' && element.getAttribute(attribute) !== expected) {
          found.push(`${element.tagName.toLowerCase()} ${attribute}="${element.getAttribute(attribute)}" (React: "${expected}")`);
        }
      }
    }
    return found;
  });
}
