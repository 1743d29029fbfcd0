/**
 * How long Firebase Hosting's CDN (s-maxage) and browsers (max-age) may keep each answer of the pages function.
 * Hosting caches a function's answer only when it says `public` with an s-maxage; the CDN keeps it per URL, so
 * the function runs (and reads Firestore) about once per page per 10 minutes and CDN location, whatever the traffic.
 */

/** A work's page and the sitemap: a new, changed or deleted work shows there within 10 minutes. */
export const PAGE_CACHE_CONTROL = 'public, max-age=300, s-maxage=600';

/** An address that names no work (a mistyped or deleted one): kept shortly, as a new work may take it later. */
export const MISSING_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=120';

/** A trailing-slash address sent to its clean form: the mapping never changes. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400';

/** A failure (Firestore unreachable, a broken bundle): never cached, so the next request tries again. */
export const ERROR_CACHE_CONTROL = 'no-store';
