/**
 * The server render of the public site: one module that both the production build's prerender
 * (scripts/prerender, at build time, from the demo seed) and a Cloud Function (at request time, from Firestore
 * read with the Admin SDK) call, so both write the pages the browser then takes over.
 *
 * Built by `vite build` (scripts/prerender/plugin.ts) into dist/.server/ (never deployed to Hosting: a dot
 * folder): page-render.mjs (this module and React, self-contained ES module for Node 22 (the functions' runtime) and the build's Node, no dependencies) and
 * template.html (the build's index.html before any page went into it). VITE_SITE_URL is the build's; the
 * company's details and texts are the site settings passed in: render with the bundle of the same build as the site.
 *
 * Contract (stable; a change is announced in the commit message):
 *
 *   renderPublicPage({ path, data?, settings }) → Promise<RenderedPage>
 *     path  the clean path: '/', '/about', ..., '/projects/gallery/{id}' (as in the URL, no query string).
 *     settings  the site settings (src/domain/site-settings/types.ts): the stored ones (siteSettingsFromStored of
 *           settings/site's data; FIRST_SITE_SETTINGS while none was saved). The page's HTML carries them.
 *     data  PageData (src/lib/page-data/page-data.ts), plain domain types (Date, never SDK types):
 *             '/'                      { featuredPhotos, featuredJobs, hero } (readHomeData)
 *             '/projects'              { galleryFirstPage }      (readGalleryData)
 *             '/projects/gallery/{id}' { photoPage }             (readPhotoData); without the photo → the 404 page
 *             '/projects/jobs/{id}'    { jobPage }               (readJobData); without the job → the 404 page
 *           A part left out renders that page's loading state (the browser then reads it).
 *     → { status: 200 | 404, route, html, head, dataJson, settingsJson }: an unknown path or a missing photo or
 *       job gives the 404 page (noindex, no app).
 *   renderNotFoundPage(settings, { withPhone? }) → Promise<RenderedPage> (status 404; the build's own 404 page
 *     without the phone number, which may change after the build).
 *   siteSettingsFromStored(data) → SiteSettings: a stored settings document (or undefined) as the settings.
 *   FIRST_SITE_SETTINGS: the first version (the build's VITE_* values and the shipped copy).
 *   toHtmlDocument(template, page) → the whole HTML document (template: dist/.server/template.html).
 *   readPageData(reads, path) / readHomeData / readGalleryData / readPhotoData / readJobData: the data a page shows, from any
 *     implementation of the port's public reads (PageReads): the same queries the page itself makes.
 *   sitemapXml(photos, pagesUpdatedAt, jobs?) → sitemap.xml (absolute clean URLs, lastmod; the published jobs'
 *     pages with their publishedAt); robotsTxt() → robots.txt.
 *   STATIC_PAGE_PATHS: the public pages without a parameter (prerendered by the build, in the sitemap).
 *   BUILT_AT: when this bundle was built (the static pages' lastmod).
 *
 * Serve a page with `Cache-Control: public, max-age=…, s-maxage=…` on Hosting, and the same security headers as
 * the site (firebase.json applies its headers to function responses too).
 */
export { renderNotFoundPage, renderPublicPage, type RenderPageInput, type RenderedPage } from './render-page';
export { toHtmlDocument } from './html-document';
export { readGalleryData, readHomeData, readJobData, readPageData, readPhotoData as readPhotoData, type PageReads } from './page-reads';
export { robotsTxt, sitemapXml, SITEMAP_MAX_URLS, type SitemapJob, type SitemapPhoto as SitemapPhoto } from './sitemap';
export type { GalleryFirstPage, HeroPicture, PageData, PhotoPageData as PhotoPageData } from '@/lib/page-data/page-data';
export type { GalleryPhoto as GalleryPhoto, Job } from '@/domain/types';
export { STATIC_PAGE_PATHS } from './static-pages';
export { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
export { siteSettingsFromStored } from '@/backend/shared/site-settings';
export type { SiteSettings } from '@/domain/site-settings/types';

/** When this server bundle (and the site beside it) was built. */
export const BUILT_AT = new Date(__BUILT_AT__);
