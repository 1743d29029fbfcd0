/**
 * The demo build's page data at build time: the demo backend itself (the seed, on an in-memory IndexedDB), read
 * through the port as the pages read it, so each prerendered page shows exactly what a visitor's fresh demo
 * database then shows (and the browser's first render matches it). Loaded by plugin.ts through Vite's module
 * runner (it is app code, in TypeScript).
 */
import 'fake-indexeddb/auto';
import { createDemoAdapter } from '../../src/backend/demo/adapter';
import { readPageData } from '../../src/app/server/page-reads';
import { jobHref, photoHref, staticPublicRoutes } from '../../src/config/routes';
import type { SiteSettings } from '../../src/domain/site-settings/types';
import type { GalleryPhoto, Job } from '../../src/domain/types';
import type { PageData } from '../../src/lib/page-data/page-data';
import { readAllPages } from '../../src/lib/paging/read-all-pages';

export interface DemoSiteData {
  /** Every page to prerender (the static public pages, one per photo and one per published job) with its data. */
  pages: { path: string; data: PageData }[];
  /** Every photo, for the sitemap. */
  photos: GalleryPhoto[];
  /** Every published job, for the sitemap. */
  jobs: Job[];
  /** The site settings a fresh demo database holds (the first version). */
  settings: SiteSettings;
}

async function readDemoSiteData(): Promise<DemoSiteData> {
  const adapter = createDemoAdapter({ dbName: `jy-prerender-${Date.now()}`, seed: 'sample', uploadStepMs: 0 });
  const reads = await adapter.publicBackend();
  const photos = await readAllPages((query) => reads.getPhotoPage(query));
  // A published job has its photos in the gallery (a draft's are kept apart): the jobs the photos name, read as a
  // visitor reads them (getJob: null for a draft).
  const jobIds = [...new Set(photos.flatMap((photo) => (photo.jobId ? [photo.jobId] : [])))];
  const jobs = (await Promise.all(jobIds.map((id) => reads.getJob(id)))).filter((job): job is Job => job !== null);
  const paths = [
    ...staticPublicRoutes.map((route) => route.path),
    ...photos.map((photo) => photoHref(photo.id)),
    ...jobs.map((job) => jobHref(job.id)),
  ];
  const [pages, settings] = await Promise.all([
    Promise.all(paths.map(async (path) => ({ path, data: await readPageData(reads, path) }))),
    reads.getSiteSettings(),
  ]);
  return { pages, photos, jobs, settings };
}

/**
 * Read while this module loads: Vite's runnerImport closes its module runner as soon as the import resolves, and
 * the demo adapter loads some parts on first use by dynamic import (its job reads, for a photo's job), which a
 * closed runner refuses.
 */
export const demoSiteData: DemoSiteData = await readDemoSiteData();
