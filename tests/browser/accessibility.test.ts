import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { PUBLIC_PAGES, publicSamplePages } from './support/pages';
import { useBrowserSession } from './support/session';

const WIDTHS = [375, 1440];
const THEMES = [
  { name: 'dark', dark: true },
  { name: 'light', dark: false },
];

/** axe-core on every public page, in both themes, at 375 and 1440 px: no serious or critical violations. */
describe('accessibility of public pages (axe-core)', () => {
  const session = useBrowserSession();

  for (const theme of THEMES) {
    for (const width of WIDTHS) {
      it(`${theme.name} theme at ${width}px`, async () => {
        const { page, context } = await session.newPage(width, { dark: theme.dark });
        const report: string[] = [];
        // Every public route of the route table; the photo detail with a real id taken from the gallery.
        const pages = [...PUBLIC_PAGES, ...(await publicSamplePages(page, session.url('')))];
        for (const hash of pages) {
          await page.goto(session.url(hash));
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
