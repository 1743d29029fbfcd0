import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { openSession, routeUrl, type BrowserSession } from './support/session';

const PUBLIC_PAGES = ['#/', '#/about', '#/services', '#/projects', '#/contact', '#/privacy', '#/terms', '#/support'];
const WIDTHS = [375, 1440];
const THEMES = [
  { name: 'dark', dark: true },
  { name: 'light', dark: false },
];

/** axe-core on every public page, in both themes, at 375 and 1440 px: no serious or critical violations. */
describe('accessibility of public pages (axe-core)', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openSession();
  });

  afterAll(async () => {
    await session?.close();
  });

  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`${theme.name} theme at ${width}px`, async () => {
        const { page, context } = await session.newPage(width, { dark: theme.dark });
        const report: string[] = [];
        // The photo detail page needs a real id: take one from the gallery.
        await page.goto(routeUrl(session, '#/projects'));
        const href = await page.locator('a[href*="/projects/gallery/"]').first().getAttribute('href');
        const pages = [...PUBLIC_PAGES, href ?? '#/'];
        for (const hash of pages) {
          await page.goto(routeUrl(session, hash.startsWith('#') ? hash : `#${hash.split('#')[1] ?? '/'}`));
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(200);
          for (const violation of await seriousViolations(page)) {
            report.push(`${hash} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`);
          }
        }
        await context.close();
        expect(report).toEqual([]);
      });
    }
  }
});
