import type { Firestore } from 'firebase-admin/firestore';
import { listReads } from './list-reads.js';
import { loadSiteBundle } from './load-site-bundle.js';
import type { PageSources } from './respond.js';
import type { StoredSiteSettings } from './settings-reads.js';
import { publishedJob, readSitemapJobs, readSitemapPhotos, readPhotoPage } from './photo-reads.js';

/**
 * Where the pages function's answers come from: Firestore through the Admin SDK, the settings as `readSettings`
 * gives them (the function keeps them a minute: site-pages.ts), and the web app's bundle. The benchmark
 * (scripts/bench/pages-function.mjs) counts the reads of each page through this same wiring.
 */
export function firestorePageSources(
  db: Firestore,
  readSettings: () => Promise<StoredSiteSettings>,
  onError: PageSources['onError'],
): PageSources {
  return {
    readSettings,
    lists: listReads(db),
    readPhotoPage: (id, photoFieldsOf) => readPhotoPage(db, id, photoFieldsOf),
    readJobPage: (id) => publishedJob(db, id),
    readSitemapPhotos: (maxPhotos) => readSitemapPhotos(db, { maxPhotos }),
    readSitemapJobs: (maxJobs) => readSitemapJobs(db, { maxJobs }),
    loadBundle: loadSiteBundle,
    onError,
  };
}
