/**
 * The demo build's page data at build time: the demo backend itself (the seed, on an in-memory IndexedDB), read
 * through the port as the pages read it, so each prerendered page shows exactly what a visitor's fresh demo
 * database then shows (and the browser's first render matches it). Loaded by plugin.ts through Vite's module
 * runner (it is app code, in TypeScript).
 */
import 'fake-indexeddb/auto';
import { createDemoAdapter } from '../../src/backend/demo/adapter';
import { readPageData } from '../../src/app/server/page-reads';
import { photoHref, staticPublicRoutes } from '../../src/config/routes';
import type { SiteSettings } from '../../src/domain/site-settings/types';
import type { ConstructionImage } from '../../src/domain/types';
import type { PageData } from '../../src/lib/page-data/page-data';
import { readAllPages } from '../../src/lib/paging/read-all-pages';

export interface DemoSiteData {
  /** Every page to prerender (the static public pages and one per work) with its data. */
  pages: { path: string; data: PageData }[];
  /** Every work, for the sitemap. */
  works: ConstructionImage[];
  /** The site settings a fresh demo database holds (the first version). */
  settings: SiteSettings;
}

async function readDemoSiteData(): Promise<DemoSiteData> {
  const adapter = createDemoAdapter({ dbName: `jy-prerender-${Date.now()}`, seed: 'sample', uploadStepMs: 0 });
  const reads = await adapter.publicBackend();
  const works = await readAllPages((query) => reads.getImagePage(query));
  const paths = [...staticPublicRoutes.map((route) => route.path), ...works.map((work) => photoHref(work.id))];
  const [pages, settings] = await Promise.all([
    Promise.all(paths.map(async (path) => ({ path, data: await readPageData(reads, path) }))),
    reads.getSiteSettings(),
  ]);
  return { pages, works, settings };
}

/**
 * Read while this module loads: Vite's runnerImport closes its module runner as soon as the import resolves, and
 * the demo adapter loads some parts on first use by dynamic import (its job reads, for a work's job), which a
 * closed runner refuses.
 */
export const demoSiteData: DemoSiteData = await readDemoSiteData();
