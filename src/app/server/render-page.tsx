import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { HeadSinkContext, type HeadSink } from '@/components/layout/head-sink';
import { headTagsToHtml, pageHeadTags, type HeadTag, type PageHeadInput } from '@/components/layout/page-head';
import { jobHref, paths, photoHref, publicRouteOf } from '@/config/routes';
import type { SiteSettings } from '@/domain/site-settings/types';
import { serializePageData, type PageData } from '@/lib/page-data/page-data';
import { PageDataProvider } from '@/lib/page-data/PageDataProvider';
import { serializeSiteSettings } from '@/lib/site-settings/rendered-settings';
import { AppProviders } from '../AppProviders';
import { StaticLocationRouter } from '../router/StaticLocationRouter';
import { SiteRoutes } from '../SiteRoutes';
import { homeHeroPreloadTags } from './hero-preload';
import { NotFoundPage, notFoundHead } from './NotFoundPage';
import { serverPageOf } from './pages';

export interface RenderPageInput {
  /** The page's clean path: '/', '/about', '/projects/gallery/{id}' (percent-encoded as in the URL). No query. */
  path: string;
  /** What the page shows from the backend (see PageData); a part left out renders that page's loading state. */
  data?: PageData;
  /** The site settings it shows (the stored ones: src/domain/site-settings); its HTML carries them for the app. */
  settings: SiteSettings;
}

export interface RenderedPage {
  /** 200, or 404 for a path that is no public page, a photo that `data.photoPage` or a job that `data.jobPage` does not hold. */
  status: 200 | 404;
  /** The route the HTML shows, which the browser takes over ('/about'); null for the 404 page (no app there). */
  route: string | null;
  /** The page as React renders it: the root element's content (for the 404 page: the body's). */
  html: string;
  /** The page's <head> tags: title, description, canonical, Open Graph, robots; site verification; the hero's preload. */
  head: string;
  /** `data` as JSON for the page's data block (null when the page has none): the browser's first render reads it. */
  dataJson: string | null;
  /** The settings as JSON for the page's settings block (null for the 404 page: no app there). */
  settingsJson: string | null;
}

/**
 * React's static render of a tree (it waits for everything, as lazy parts would need), as HTML text. Every part in
 * place: React would otherwise move large Suspense contents after the shell with inline scripts to put them back,
 * which the Content-Security-Policy blocks (and a finished page does not need).
 */
async function renderToHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

/** Tags every server-rendered page carries: the site's name for previews and the search engines' ownership checks. */
function siteHeadTags(settings: SiteSettings): HeadTag[] {
  const meta = (name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { name, content } });
  const { naver, google } = settings.search;
  return [
    { tag: 'meta', attrs: { property: 'og:site_name', content: settings.company.name } },
    ...(naver ? [meta('naver-site-verification', naver)] : []),
    ...(google ? [meta('google-site-verification', google)] : []),
  ];
}

/** Whether `data` holds what a photo page's or a job page's path names (other pages need nothing). */
function holdsPageItem(routeKey: string, path: string, data: PageData | undefined): boolean {
  if (routeKey === 'photo') return !!data?.photoPage && photoHref(data.photoPage.photo.id) === path;
  if (routeKey === 'job') return !!data?.jobPage && jobHref(data.jobPage.job.id) === path;
  return true;
}

/**
 * The page a crawler gets for an unknown path or a deleted photo: 404, noindex, links back into the site. With the
 * settings of the moment when the pages function answers; the build's own 404 page (a file, answered for any address
 * that is no page) is rendered without the company's phone number, which could change after the build.
 */
export async function renderNotFoundPage(
  settings: SiteSettings,
  { withPhone = true }: { withPhone?: boolean } = {},
): Promise<RenderedPage> {
  const html = await renderToHtml(
    <StrictMode>
      <StaticLocationRouter location="/404">
        <NotFoundPage settings={settings} withPhone={withPhone} />
      </StaticLocationRouter>
    </StrictMode>,
  );
  const head = headTagsToHtml([...siteHeadTags(settings), ...pageHeadTags(notFoundHead, settings.company.name)]);
  return { status: 404, route: null, html, head, dataJson: null, settingsJson: null };
}

/**
 * Renders one public page at its clean path as the browser would show it at `#<path>` (header, the page, footer,
 * structured data), with the head tags it sets. A photo page renders only with its photo in `data.photoPage`, a job page
 * only with its job in `data.jobPage`; an unknown path or a missing photo or job renders the 404 page. `data` must be the same data the HTML carries (dataJson):
 * the browser's first render reads it from there.
 */
export async function renderPublicPage({ path, data, settings }: RenderPageInput): Promise<RenderedPage> {
  const route = publicRouteOf(path);
  if (!route || !holdsPageItem(route.key, path, data)) return renderNotFoundPage(settings);
  let head: PageHeadInput | null = null;
  const sink: HeadSink = { set: (input) => (head = input) };
  const html = await renderToHtml(
    <StrictMode>
      <HeadSinkContext.Provider value={sink}>
        <AppProviders settings={settings}>
          <StaticLocationRouter location={path}>
            <PageDataProvider data={data ?? null}>
              <SiteRoutes pageOf={serverPageOf} />
            </PageDataProvider>
          </StaticLocationRouter>
        </AppProviders>
      </HeadSinkContext.Provider>
    </StrictMode>,
  );
  const pageHead: PageHeadInput = head ?? { description: '', path };
  // The home page names the hero picture its HTML shows, when it is known to exist (hero-preload.ts).
  const preload = path === paths.home ? homeHeroPreloadTags(data ?? null) : [];
  return {
    status: 200,
    route: path,
    html,
    head: headTagsToHtml([...siteHeadTags(settings), ...pageHeadTags(pageHead, settings.company.name), ...preload]),
    dataJson: data && Object.keys(data).length > 0 ? serializePageData(data) : null,
    settingsJson: serializeSiteSettings(settings),
  };
}
