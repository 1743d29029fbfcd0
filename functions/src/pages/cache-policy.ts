import { SETTINGS_REACH_MINUTES } from '../app-constants.js';

/**
 * How long each answer of the pages function may be kept, and by whom: Firebase Hosting's CDN (s-maxage) and
 * browsers (max-age). Hosting caches a function's answer only when it says `public` with an s-maxage; the CDN keeps
 * it per URL and location, so a page's function runs (and reads Firestore) about once per CDN lifetime there,
 * whatever the traffic.
 *
 * The settings' promise (SETTINGS_REACH_MINUTES): a saved change is in every page's raw HTML and in a visitor's
 * browser within 10 minutes. The worst case adds up every cache a page passes through, one after the other: an
 * instance renders with settings read up to SETTINGS_CACHE_SECONDS ago, the CDN keeps that page up to
 * PAGE_CDN_SECONDS, and a browser that fetched it at the last moment keeps it PAGE_BROWSER_SECONDS more (counted
 * without the CDN's Age header, which would only shorten it): 60 + 420 + 60 = 540 s, a minute inside the promise
 * for the render itself and the CDN's own delays. Photos (added, changed, deleted) follow the same lifetimes.
 */

/** How long one function instance keeps the settings it read (settings/site) before reading them again. */
export const SETTINGS_CACHE_SECONDS = 60;

/** How long the CDN keeps a page: long enough that a busy page's function runs about once in 7 minutes per location. */
export const PAGE_CDN_SECONDS = 420;

/**
 * How long a browser keeps a page without asking again: short, since a visitor moves between pages inside the app
 * (the hash router) and fetches a page's HTML only on arrival, a reload or the back button after leaving.
 */
export const PAGE_BROWSER_SECONDS = 60;

/** The longest a page can show the settings as they were before a save (see above). */
export const WORST_CASE_STALENESS_SECONDS = SETTINGS_CACHE_SECONDS + PAGE_CDN_SECONDS + PAGE_BROWSER_SECONDS;

/** The promise in seconds (a unit test keeps WORST_CASE_STALENESS_SECONDS a minute inside it). */
export const SETTINGS_REACH_SECONDS = SETTINGS_REACH_MINUTES * 60;

/** Every public page (static pages, a photo page) and the sitemap. */
export const PAGE_CACHE_CONTROL = `public, max-age=${PAGE_BROWSER_SECONDS}, s-maxage=${PAGE_CDN_SECONDS}`;

/** An address that names no photo (a mistyped or deleted one): kept shortly, as a new photo may take it later. */
export const MISSING_PAGE_CACHE_CONTROL = 'public, max-age=60, s-maxage=120';

/** A trailing-slash address sent to its clean form: the mapping never changes. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=86400, s-maxage=86400';

/** A failure (Firestore unreachable, a broken bundle): never cached, so the next request tries again. */
export const ERROR_CACHE_CONTROL = 'no-store';
