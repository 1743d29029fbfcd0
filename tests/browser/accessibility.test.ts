import { describe, expect, it } from 'vitest';
import { axeInto } from './support/axe-report';
import { PUBLIC_PAGES, publicSamplePages } from './support/pages';
import { useBrowserSession } from './support/session';
import { forEachAxeView } from './support/themes';

/** axe-core on every public page, in both themes, at 375 and 1440 px: no serious or critical violations. */
describe('accessibility of public pages (axe-core)', () => {
  const session = useBrowserSession();

  forEachAxeView(({ width, dark, name }) => {
    it(name, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];
      // Every public route of the route table; the photo detail with a real id taken from the gallery.
      const pages = [...PUBLIC_PAGES, ...(await publicSamplePages(page, session.url('')))];
      for (const hash of pages) {
        await page.goto(session.url(hash));
        await axeInto(report, page, hash);
      }
      await context.close();
      expect(report).toEqual([]);
    });
  });
});
