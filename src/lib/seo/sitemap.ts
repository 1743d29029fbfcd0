import { routeHref, routeList } from '../../config/routes';

/**
 * The sitemap (sitemaps.org protocol) of the public site, as plain data in and XML out, so that the demo build
 * (written at build time from the seed) and the Firebase site (served by the pages Cloud Function from Firestore)
 * list exactly the same pages the same way: every public page of the route table that has no parameter and is
 * not kept out of search engines, then every work at its clean URL. Never a `#` URL, never the admin.
 */

/** Where the sitemap is served (robots.txt names it). */
export const SITEMAP_PATH = '/sitemap.xml';

/** The protocol's limit of URLs in one sitemap file; the works are cut to fit after the pages. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapWork {
  id: string;
  /** When the work last changed (its page with it), or null when unknown. */
  lastmod: Date | null;
}

export interface SitemapEntry {
  /** A clean path of the site: '/', '/about', '/projects/gallery/abc'. */
  path: string;
  lastmod: Date | null;
}

/** The route table's pages a sitemap lists: public, without a parameter, indexable. */
const listedPages = () => routeList.filter((route) => route.area === 'public' && !route.path.includes(':') && !route.noindex);

/**
 * The entries of the sitemap: the pages (changed when the site was built, `pagesBuiltAt`; a page that shows works
 * from the backend, as home and the gallery do, also whenever its newest work changed), then the works, newest
 * change first, at most SITEMAP_MAX_URLS in all.
 */
export function sitemapEntries(input: { pagesBuiltAt: Date; works: readonly SitemapWork[] }): SitemapEntry[] {
  const works = [...input.works].sort((a, b) => (b.lastmod?.getTime() ?? 0) - (a.lastmod?.getTime() ?? 0));
  const newestWork = works[0]?.lastmod ?? null;
  const pages = listedPages().map((route) => ({ path: route.path, lastmod: route.readsBackend ? latest(input.pagesBuiltAt, newestWork) : input.pagesBuiltAt }));
  const workEntries = works.map((work) => ({ path: routeHref('photo', { imageId: work.id }), lastmod: work.lastmod }));
  return [...pages, ...workEntries].slice(0, SITEMAP_MAX_URLS);
}

function latest(a: Date, b: Date | null): Date {
  return b && b.getTime() > a.getTime() ? b : a;
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);
}

/** W3C datetime in UTC, to the second (2026-11-03T05:05:00Z). */
export function sitemapDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The absolute URL of a clean path on the site (siteUrl without a trailing slash: https://example.co.kr). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${path}`;
}

/** The sitemap document: one <url> per entry, with <lastmod> when the entry has one. */
export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  if (!/^https?:\/\/[^/\s]+/.test(siteUrl)) throw new Error(`A sitemap needs the site's absolute address, got ${JSON.stringify(siteUrl)}`);
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${sitemapDate(entry.lastmod)}</lastmod>` : '';
    return `<url><loc>${escapeXml(absoluteUrl(siteUrl, entry.path))}</loc>${lastmod}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: everything may be crawled (the admin pages carry noindex themselves), and where the sitemap is. */
export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${absoluteUrl(siteUrl, SITEMAP_PATH)}`, ''].join('\n');
}
