import { JOB_PAGE_PATH_PREFIX, SITEMAP_PATH, PHOTO_PAGE_PATH_PREFIX } from '../app-constants.js';
import { ERROR_CACHE_CONTROL, MISSING_PAGE_CACHE_CONTROL, PAGE_CACHE_CONTROL, REDIRECT_CACHE_CONTROL } from './cache-policy.js';
import type { StoredSiteSettings } from './settings-reads.js';
import type { LoadedBundle, RenderedPage, SiteSettings, StoredDoc, StoredListReads } from './site-bundle.js';
import type { StoredJob, StoredPhotoPage, PhotoFieldsOf } from './photo-reads.js';

/**
 * What the pages function answers, as plain data (the HTTP wrapper in site-pages.ts only writes it out):
 *   a static page (/, /about, ...: the bundle's STATIC_PAGE_PATHS)  the page (200); home and gallery with their
 *                            lists as the app reads them, the others with no data
 *   /projects/gallery/{id}   the photo page (200), or the not-found page (404, noindex) when no photo has that id
 *   /projects/jobs/{id}      a published job's page (200), or the not-found page (404, noindex) for no job or a draft
 *   /projects/gallery/{id}/, /projects/jobs/{id}/  a permanent redirect to the address without the slash
 *   /sitemap.xml             the sitemap (the static pages' lastmod: the later of the build and the settings' save)
 *   anything else            the not-found page (Hosting sends only these paths here)
 * Every page is rendered with the stored site settings (settings/site; the first version while none was saved),
 * which its HTML carries. Only GET and HEAD. A failure to read Firestore or render is a 503 that no cache keeps.
 */

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the answers need: the Firestore reads and the web app's bundle. */
export interface PageSources {
  /**
   * settings/site as stored (the function keeps it for a minute: settings-reads.ts). Left out, the pages show the
   * first version and nothing is read: what a measurement of the render alone passes (the function's sizing benchmark).
   */
  readSettings?(): Promise<StoredSiteSettings>;
  /** The lists of the home page and the gallery. */
  lists: StoredListReads;
  readPhotoPage(id: string, photoFieldsOf: PhotoFieldsOf): Promise<StoredPhotoPage | null>;
  /** A published job and its photos in the gallery; null for no such job or a draft. */
  readJobPage(id: string): Promise<StoredJob | null>;
  readSitemapPhotos(maxPhotos: number): Promise<StoredDoc[]>;
  /** The published jobs (id, publishedAt), at most `maxJobs`. */
  readSitemapJobs(maxJobs: number): Promise<StoredDoc[]>;
  loadBundle(): Promise<LoadedBundle>;
  /** Told about each failure (the function logs it). */
  onError(error: unknown, path: string): void;
}

const HTML = 'text/html; charset=utf-8';

/** No settings saved: the pages show the first version. */
const NOTHING_SAVED: StoredSiteSettings = { data: undefined, savedAt: null };

/** The id in /projects/gallery/{id}, decoded; null when the path is not one photo's address. */
export function photoIdOf(path: string): string | null {
  return documentIdAfter(PHOTO_PAGE_PATH_PREFIX, path);
}

/** The id in /projects/jobs/{id}, decoded; null when the path is not one job's address. */
export function jobIdOf(path: string): string | null {
  return documentIdAfter(JOB_PAGE_PATH_PREFIX, path);
}

/** The document id a path names after `prefix` (one segment, decoded, a name Firestore allows), or null. */
function documentIdAfter(prefix: string, path: string): string | null {
  if (!path.startsWith(prefix)) return null;
  const segment = path.slice(prefix.length);
  if (segment === '' || segment.includes('/')) return null;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  // What can name a Firestore document: not empty, no '/', not '.' or '..', not __reserved__, at most 1500 bytes.
  if (id === '' || id === '.' || id === '..' || id.includes('/') || /^__.*__$/.test(id)) return null;
  return Buffer.byteLength(id, 'utf8') <= 1500 ? id : null;
}

function htmlAnswer({ bundle, template }: LoadedBundle, page: RenderedPage): PageAnswer {
  const found = page.status === 200;
  return {
    status: page.status,
    headers: {
      'Content-Type': HTML,
      'Cache-Control': found ? PAGE_CACHE_CONTROL : MISSING_PAGE_CACHE_CONTROL,
      ...(found ? {} : { 'X-Robots-Tag': 'noindex' }),
    },
    body: bundle.toHtmlDocument(template, page),
  };
}

/** What a page is rendered with: the bundle, and the settings when they have been read (read beside the page's own data). */
interface PageContext {
  loaded: LoadedBundle;
  settings: Promise<StoredSiteSettings>;
}

const settingsOf = async ({ loaded, settings }: PageContext): Promise<SiteSettings> =>
  loaded.bundle.siteSettingsFromStored((await settings).data);

async function staticPage(context: PageContext, lists: StoredListReads, path: string): Promise<PageAnswer> {
  const { bundle } = context.loaded;
  const [data, settings] = await Promise.all([bundle.pageDataFromStored(path, lists), settingsOf(context)]);
  return htmlAnswer(context.loaded, await bundle.renderPublicPage({ path, data, settings }));
}

async function photoPage(sources: PageSources, context: PageContext, id: string | null): Promise<PageAnswer> {
  const { loaded } = context;
  const { bundle } = loaded;
  const toPhoto = (doc: StoredDoc) => bundle.photoFromStored(doc.id, doc.data);
  const [stored, settings] = await Promise.all([id === null ? null : sources.readPhotoPage(id, toPhoto), settingsOf(context)]);
  if (!stored) return htmlAnswer(loaded, await bundle.renderNotFoundPage(settings));
  const photoPage = {
    photo: toPhoto(stored.photo),
    newer: stored.newer && toPhoto(stored.newer),
    older: stored.older && toPhoto(stored.older),
    related: stored.related.map(toPhoto),
    // The job's story and photos under the photo, and its finished photo as the page's link preview picture.
    job: stored.job && {
      job: bundle.jobFromStored(stored.job.job.id, stored.job.job.data),
      photos: bundle.inStageOrder(stored.job.photos.map(toPhoto)),
    },
  };
  // The photo's own address as the app writes it: the page renders only for the photo its path names.
  const path = `${PHOTO_PAGE_PATH_PREFIX}${encodeURIComponent(stored.photo.id)}`;
  return htmlAnswer(loaded, await bundle.renderPublicPage({ path, data: { photoPage }, settings }));
}

async function jobPage(sources: PageSources, context: PageContext, id: string): Promise<PageAnswer> {
  const { loaded } = context;
  const { bundle } = loaded;
  const [stored, settings] = await Promise.all([sources.readJobPage(id), settingsOf(context)]);
  if (!stored) return htmlAnswer(loaded, await bundle.renderNotFoundPage(settings));
  const jobPage = {
    job: bundle.jobFromStored(stored.job.id, stored.job.data),
    photos: bundle.inStageOrder(stored.photos.map((doc) => bundle.photoFromStored(doc.id, doc.data))),
  };
  // The job's own address as the app writes it: the page renders only for the job its path names.
  const path = `${JOB_PAGE_PATH_PREFIX}${encodeURIComponent(stored.job.id)}`;
  return htmlAnswer(loaded, await bundle.renderPublicPage({ path, data: { jobPage }, settings }));
}

async function sitemap(sources: PageSources, { loaded, settings }: PageContext): Promise<PageAnswer> {
  const { bundle } = loaded;
  const room = bundle.SITEMAP_MAX_URLS - bundle.STATIC_PAGE_PATHS.length;
  // Jobs are few beside their photos: they are read first, and the photos fill the room that is left.
  const storedJobs = await sources.readSitemapJobs(room);
  const [stored, { savedAt }] = await Promise.all([sources.readSitemapPhotos(room - storedJobs.length), settings]);
  const photos = stored.map((doc) => bundle.photoFromStored(doc.id, doc.data));
  const jobs = storedJobs.map((doc) => bundle.jobFromStored(doc.id, doc.data));
  // The static pages changed last when the site was built or the settings they show were saved, whichever is later.
  const pagesUpdatedAt = savedAt && savedAt > bundle.BUILT_AT ? savedAt : bundle.BUILT_AT;
  return {
    status: 200,
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
    body: bundle.sitemapXml(photos, pagesUpdatedAt, jobs),
  };
}

/** A short page in Korean for a failure: the visitor can try again, crawlers come back later. */
const unavailable = (): PageAnswer => ({
  status: 503,
  headers: { 'Content-Type': HTML, 'Cache-Control': ERROR_CACHE_CONTROL, 'Retry-After': '60' },
  body:
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>잠시 후 다시 시도해 주세요</title></head>' +
    '<body><h1>페이지를 불러오지 못했습니다</h1><p>잠시 후 다시 시도해 주세요.</p><p><a href="/">홈으로 가기</a></p></body></html>',
});

export async function answerPageRequest(method: string, path: string, sources: PageSources): Promise<PageAnswer> {
  if (method !== 'GET' && method !== 'HEAD') {
    return {
      status: 405,
      headers: { Allow: 'GET, HEAD', 'Cache-Control': ERROR_CACHE_CONTROL, 'Content-Type': 'text/plain; charset=utf-8' },
      body: '',
    };
  }
  if (path.length > 1 && path.endsWith('/') && (photoIdOf(path.slice(0, -1)) ?? jobIdOf(path.slice(0, -1))) !== null) {
    return { status: 301, headers: { Location: path.slice(0, -1), 'Cache-Control': REDIRECT_CACHE_CONTROL }, body: '' };
  }
  // The settings are read while the bundle loads (a cold start's import) and the page's own data is read.
  const settings = sources.readSettings?.() ?? Promise.resolve(NOTHING_SAVED);
  settings.catch(() => undefined); // awaited below; a failure that comes first must not count as unhandled
  try {
    const context = { loaded: await sources.loadBundle(), settings };
    if (path === SITEMAP_PATH) return await sitemap(sources, context);
    if (context.loaded.bundle.STATIC_PAGE_PATHS.includes(path)) return await staticPage(context, sources.lists, path);
    const jobId = jobIdOf(path);
    if (jobId !== null) return await jobPage(sources, context, jobId);
    return await photoPage(sources, context, photoIdOf(path));
  } catch (error) {
    sources.onError(error, path);
    return unavailable();
  }
}
