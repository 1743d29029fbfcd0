/**
 * What the pages function (functions/src/pages) runs of the web app, built by scripts/firebase/site-bundle.mjs into
 * functions/lib/site-bundle/entry.js: the server render the build prerenders with (src/app/server, its contract in
 * its index.ts), the Firebase adapter's mapping of a stored photo and job to the app's plain types, and the app's
 * stage order of a job's photos, so a photo page from Firestore is the very page the app shows. Type-checked with
 * the app (tsconfig.app.json) against the shape the function expects (functions/src/pages/site-bundle.ts). The data of
 * the home page and the gallery comes from the lists the function read, mapped as the app reads them
 * (stored-page-data.ts).
 */
import * as server from '../../src/app/server/index';
import { toJob } from '../../src/backend/firebase/job-mapper';
import { toPhoto } from '../../src/backend/firebase/mappers';
import { inStageOrder } from '../../src/domain/jobs';
import type { SiteSettings } from '../../src/domain/site-settings/types';
import type { GalleryPhoto, Job } from '../../src/domain/types';
import type { PageData } from '../../src/lib/page-data/page-data';
import type { SiteBundle } from '../src/pages/site-bundle.js';
import { pageDataFromStored } from './stored-page-data';

export * from '../../src/app/server/index';
export { toPhoto as photoFromStored, toJob as jobFromStored, inStageOrder, pageDataFromStored };

/** The bundle as the function sees it (a compile-time check only). */
export const bundleShape = {
  ...server,
  photoFromStored: toPhoto,
  jobFromStored: toJob,
  inStageOrder,
  pageDataFromStored,
} satisfies SiteBundle<GalleryPhoto, Job, SiteSettings, PageData>;
