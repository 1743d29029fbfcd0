import { siteUrl } from '../config/env';

/**
 * The absolute URL of a page or file of the site ('/about', '/demo/works/x.webp'; an http(s) URL stays as it is),
 * from VITE_SITE_URL: what canonical links, Open Graph tags, JSON-LD and the sitemap need. Null when the build
 * has no VITE_SITE_URL and the input is a path (the demo build may leave absolute tags out).
 */
export function absoluteSiteUrl(pathOrUrl: string): string | null {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!siteUrl) return null;
  return `${siteUrl}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** The clean URL of a public page to share: on VITE_SITE_URL, else on the address the site is open at. Never a '#' URL. */
export function shareableUrl(path: string): string {
  return absoluteSiteUrl(path) ?? new URL(path, window.location.origin).href;
}
