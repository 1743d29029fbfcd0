/**
 * The part of the web app the pages function runs: the server render the build prerenders with
 * (src/app/server: the same React components, head tags, structured data and sitemap) and the Firebase adapter's
 * mapping of stored documents to the app's plain types. functions/ is deployed without src/, so it is built into
 * lib/site-bundle/ (scripts/firebase/site-bundle.mjs: functions/site-bundle/entry.ts as one self-contained ES
 * module, with the same VITE_* variables as the site, beside the built site's HTML template) and imported on the
 * first request that needs it (load-site-bundle.ts): a cold start that only answers a 405 loads none of it.
 * The types below are the part of src/app/server/index.ts the function uses, written out (functions/ is compiled
 * without the app's sources); functions/site-bundle/entry.ts checks that the bundle satisfies them.
 */

/** A document as Firestore holds it: its id and fields (timestamps are Admin SDK Timestamps, with toDate()). */
export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

/** A gallery photo as the app's plain types have it (GalleryPhoto): the function reads these fields, passes the rest on. */
export interface GalleryPhoto {
  id: string;
  workType: string | null;
  /** The job (시공 현장) the photo belongs to, or null. */
  jobId: string | null;
  uploadedAt: Date | null;
}

/** A job as the app's plain types have it (Job): the function passes it on. */
export interface Job {
  id: string;
  publishedAt: Date | null;
}

/**
 * PageData of a photo page: the photo, its neighbours in the gallery's order, its related photos, and its published
 * job with that job's photos in stage order (null when it belongs to none).
 */
export interface PhotoPageData<P extends GalleryPhoto = GalleryPhoto, J extends Job = Job> {
  photoPage: { photo: P; newer: P | null; older: P | null; related: P[]; job: { job: J; photos: P[] } | null };
}

/** PageData of a job's page: the published job and its photos in stage order. */
export interface JobPageData<P extends GalleryPhoto = GalleryPhoto, J extends Job = Job> {
  jobPage: { job: J; photos: P[] };
}

export interface RenderedPage {
  status: 200 | 404;
}

/**
 * The lists a static page shows (home: featured photos and the hero; gallery: its first page and the count), read by
 * the function with the Admin SDK in the web app's queries and the gallery's order (uploadedAt desc, document id
 * desc); the bundle asks for what the page needs, with the app's limits.
 */
export interface StoredListReads {
  /** The newest `limit` photos marked featured (isFeatured). */
  featuredPhotos(limit: number): Promise<StoredDoc[]>;
  /** At most `limit` photos flagged as the home page's background (isHeroImage), in no order. */
  heroPhotos(limit: number): Promise<StoredDoc[]>;
  /** The newest `limit` photos (the gallery's first page and its look-ahead). */
  galleryPhotos(limit: number): Promise<StoredDoc[]>;
  /** The number of photos, counted up to `limit` (as the app's count). */
  countPhotos(limit: number): Promise<number>;
}

/**
 * The site settings (the app's SiteSettings: the company's facts and texts, as stored in settings/site): the
 * function passes them on, and reads only what its e-mails need.
 */
export interface SiteSettings {
  /** hours: when the office answers (the second alarm counts business time by them; the app's BusinessHours). */
  company: { name: string; phone: string; email: string; hours: { days: number[]; opens: string; closes: string } };
  channels: { kakaoChannelId: string };
}

/**
 * The bundle. `D`: the page data pageDataFromStored gives (the app's PageData), which the function passes on to
 * renderPublicPage without reading it.
 */
export interface SiteBundle<
  P extends GalleryPhoto = GalleryPhoto,
  J extends Job = Job,
  S extends SiteSettings = SiteSettings,
  D extends object = object,
> {
  /**
   * A public page at its clean path; a photo page needs `data.photoPage` for that photo, a job's page `data.jobPage` for
   * that job, else the 404 page.
   */
  renderPublicPage(input: { path: string; data?: D | PhotoPageData<P, J> | JobPageData<P, J>; settings: S }): Promise<RenderedPage>;
  /**
   * The data of the static page at `path` (a STATIC_PAGE_PATHS entry), read through `lists` as the app reads it:
   * home and gallery read their lists, the other pages nothing (an empty object).
   */
  pageDataFromStored(path: string, lists: StoredListReads): Promise<D>;
  /** The page for an address that is no page (404, noindex, no app), with the company's phone number. */
  renderNotFoundPage(settings: S): Promise<RenderedPage>;
  /** The settings a stored settings/site document holds (its data; undefined while none was saved: the first version). */
  siteSettingsFromStored(data: unknown): S;
  /** The first version of the settings (the build's VITE_* values and the shipped copy). */
  FIRST_SITE_SETTINGS: S;
  /** The whole HTML document of a rendered page, from the built index.html (template.html). */
  toHtmlDocument(template: string, page: RenderedPage): string;
  /**
   * The sitemap: every public page, these photos and these published jobs, by absolute clean URL with lastmod;
   * `pagesUpdatedAt` is when the static pages last changed (the later of the build and the settings' last save).
   */
  sitemapXml(photos: readonly Pick<P, 'id' | 'uploadedAt'>[], pagesUpdatedAt: Date, jobs: readonly Pick<J, 'id' | 'publishedAt'>[]): string;
  SITEMAP_MAX_URLS: number;
  STATIC_PAGE_PATHS: readonly string[];
  /** When the site and this bundle were built: the static pages' lastmod unless the settings were saved later. */
  BUILT_AT: Date;
  /** A stored gallery photo as the app reads it (the Firebase adapter's mapping). */
  photoFromStored(id: string, data: Record<string, unknown>): P;
  /** A stored job as the app reads it (the Firebase adapter's mapping). */
  jobFromStored(id: string, data: Record<string, unknown>): J;
  /** A job's photos in the order its page shows them (시공 전, 중, 후, then by date: the app's rule). */
  inStageOrder(photos: readonly P[]): P[];
}

/** The bundle and the built site's HTML template it renders into. */
export interface LoadedBundle {
  bundle: SiteBundle;
  template: string;
}
