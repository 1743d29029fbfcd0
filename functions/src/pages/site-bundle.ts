/**
 * The part of the web app the pages function runs: the same React components the build prerenders, the same
 * mapping of stored documents to the app's plain types, the same sitemap builder. It is built from src/ by
 * `npm run build` in functions/ (scripts/functions/build-site-bundle.mjs: a Vite SSR bundle of
 * functions/site-bundle/entry.ts, plus the built site's HTML shell and security headers) into lib/site-bundle/,
 * and imported on the first request that needs it, so a cold start that only answers a 405 loads none of it.
 */

/** A document as Firestore holds it: its id and fields (timestamps are Admin SDK Timestamps, with toDate()). */
export interface StoredDoc {
  id: string;
  data: Record<string, unknown>;
}

/** What a work's page shows: the work, up to RELATED_WORKS_LIMIT others of its type, its gallery neighbours. */
export interface WorkPageInput {
  work: StoredDoc;
  related: StoredDoc[];
  newer: StoredDoc | null;
  older: StoredDoc | null;
}

export interface SitemapWorkInput {
  id: string;
  lastmod: Date | null;
}

export interface SiteBundle {
  /** The whole HTML document of a work's page, as the prerender writes a page (head tags, markup, the app). */
  renderWorkPage(input: WorkPageInput, siteUrl: string): Promise<string>;
  /** The whole HTML document answering an address that names no work (marked noindex). */
  renderMissingWorkPage(path: string, siteUrl: string): Promise<string>;
  /** The sitemap: every public page and these works, by absolute clean URL with lastmod. */
  sitemap(siteUrl: string, works: readonly SitemapWorkInput[]): string;
  /** The work type as the web app reads it (null: none or unknown, and then no related works). */
  workTypeOf(work: StoredDoc): string | null;
  /** Response headers every page carries (firebase.json's headers for every path: CSP, HSTS, ...). */
  pageHeaders: Readonly<Record<string, string>>;
}

/** Where the build puts the bundle, beside this package's lib/pages/. */
const BUNDLE_ENTRY = new URL('../site-bundle/entry.js', import.meta.url);

let loading: Promise<SiteBundle> | null = null;

/** The bundle, imported once per instance; a failed import is tried again on the next request. */
export function loadSiteBundle(): Promise<SiteBundle> {
  loading ??= (import(BUNDLE_ENTRY.href) as Promise<SiteBundle>).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
