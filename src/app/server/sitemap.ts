import { jobHref, photoHref, staticPublicRoutes } from '@/config/routes';
import type { GalleryPhoto, Job } from '@/domain/types';
import { absoluteSiteUrl } from '@/lib/public-url';

/** What the sitemap needs of a photo: its page and when it was published. */
export type SitemapPhoto = Pick<GalleryPhoto, 'id' | 'uploadedAt'>;
/** What the sitemap needs of a published job: its page and when it was (last) published. */
export type SitemapJob = Pick<Job, 'id' | 'publishedAt'>;

/** The protocol's limits per file (sitemaps.org; Naver Search Advisor says the same). */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C date (what lastmod takes), the day in UTC: e.g. 2026-08-21. */
const w3cDate = (date: Date) => date.toISOString().slice(0, 10);

function siteUrlOf(path: string): string {
  const url = absoluteSiteUrl(path);
  if (!url) throw new Error('sitemap.xml needs VITE_SITE_URL: its URLs are absolute');
  return url;
}

/**
 * sitemap.xml: every public page of the route table (not the noindex ones), every photo page and every published
 * job's page (`jobs`), by absolute clean
 * URL (never a '#' URL, never the admin), with lastmod. `pagesUpdatedAt` is when the static pages last changed (the
 * build); the home page and the gallery, which show the newest photos, take the newest photo's date when it is later.
 * The build writes it for the demo; on Firebase a function serves it from Firestore with this same function.
 */
export function sitemapXml(photos: readonly SitemapPhoto[], pagesUpdatedAt: Date, jobs: readonly SitemapJob[] = []): string {
  if (photos.length + jobs.length + staticPublicRoutes.length > SITEMAP_MAX_URLS)
    throw new Error(`sitemap.xml holds at most ${SITEMAP_MAX_URLS} URLs`);
  const newest = photos.reduce<Date | null>(
    (latest, photo) => (photo.uploadedAt && (!latest || photo.uploadedAt > latest) ? photo.uploadedAt : latest),
    null,
  );
  const showsPhotos = new Set(['home', 'gallery']);
  const entries = [
    ...staticPublicRoutes
      .filter((route) => !route.noindex)
      .map((route) => ({
        path: route.path,
        lastmod: showsPhotos.has(route.key) && newest && newest > pagesUpdatedAt ? newest : pagesUpdatedAt,
      })),
    ...photos.map((photo) => ({ path: photoHref(photo.id), lastmod: photo.uploadedAt })),
    ...jobs.map((job) => ({ path: jobHref(job.id), lastmod: job.publishedAt })),
  ];
  const urls = entries.map(
    ({ path, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(siteUrlOf(path))}</loc>${lastmod ? `\n    <lastmod>${w3cDate(lastmod)}</lastmod>` : ''}\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything may be crawled (the admin has no crawlable address), and where the sitemap is. */
export function robotsTxt(): string {
  const sitemap = absoluteSiteUrl('/sitemap.xml');
  return `User-agent: *\nAllow: /\n${sitemap ? `\nSitemap: ${sitemap}\n` : ''}`;
}
