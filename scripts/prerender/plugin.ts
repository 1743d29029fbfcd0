/**
 * Prerendering, part of every `vite build` (vite.config.ts): after the browser build, the server render
 * (src/app/server) is built into <outDir>/.server/ beside the build's index.html as it came from Vite
 * (.server/template.html, the page template of every server render), and writes, into the build:
 * - demo build: one HTML file per public page at its clean path (index.html, about.html, ...,
 *   projects/gallery/{id}.html for each photo and projects/jobs/{id}.html for each published job of the demo seed): the page as React renders it from the seed, its own
 *   head, its data and the seed's site settings (src/app/server); and, with VITE_SITE_URL (its URLs are absolute),
 *   sitemap.xml;
 * - Firebase build: no page at all, and index.html removed: the sitePages function renders every public page from
 *   Firestore and the stored site settings, with the same server render (functions/src/pages; firebase.json
 *   rewrites each page's path to it, and a file at that path would win over the rewrite);
 * - both: 404.html (Hosting's answer for any path that is no file: noindex, no app, no phone number, which may
 *   change after the build) and robots.txt.
 */
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, runnerImport, type Plugin, type ResolvedConfig } from 'vite';
import { srcAlias } from '../lib/src-alias.mjs';

/**
 * The parts of the server bundle (src/app/server/index.ts) used here. Written out rather than imported: the app's
 * types need the browser's and Vite's, which the build's own config is not checked with.
 */
interface RenderedPage {
  status: number;
}
type PageData = object;
type SiteSettings = object;
interface PageRender {
  renderPublicPage(input: { path: string; data?: PageData; settings: SiteSettings }): Promise<RenderedPage>;
  renderNotFoundPage(settings: SiteSettings, options: { withPhone: boolean }): Promise<RenderedPage>;
  toHtmlDocument(template: string, page: RenderedPage): string;
  sitemapXml(photos: readonly unknown[], pagesUpdatedAt: Date, jobs: readonly unknown[]): string;
  robotsTxt(): string;
  BUILT_AT: Date;
  FIRST_SITE_SETTINGS: SiteSettings;
}
/** What demo-data.ts reads (see there). */
interface DemoSiteData {
  pages: { path: string; data: PageData }[];
  photos: readonly unknown[];
  jobs: readonly unknown[];
  settings: SiteSettings;
}

/** The server bundle's folder inside the build (a dot folder: `firebase deploy` leaves it out, hosting.ignore). */
export const SERVER_DIR = '.server';
export const SERVER_ENTRY = 'page-render.mjs';
export const SERVER_TEMPLATE = 'template.html';

const LOAD_ADAPTER = /[\\/]src[\\/]backend[\\/]load-adapter(\.ts)?$/;

/** The HTML file Hosting serves for a clean path ('/about' → about.html; cleanUrls in firebase.json). */
export function htmlFileOf(path: string): string {
  if (path === '/') return 'index.html';
  return `${path.slice(1).split('/').map(decodeURIComponent).join('/')}.html`;
}

function write(outDir: string, file: string, text: string): void {
  const target = join(outDir, file);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

/** Builds src/app/server into one self-contained ES module for Node (React included), with the same env as the site. */
async function buildServerRender(config: ResolvedConfig, serverDir: string): Promise<void> {
  await build({
    configFile: config.configFile ?? false,
    mode: config.mode,
    root: config.root,
    logLevel: 'warn',
    // A production build's bundle holds React's production build only (it runs where NODE_ENV may be unset, a Cloud
    // Function too); a build made under NODE_ENV=test (inside a test) keeps the development build its JSX was made for.
    define: config.isProduction ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/app/server/index.ts',
      outDir: serverDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: SERVER_ENTRY, codeSplitting: false } },
    },
  });
}

async function prerender(config: ResolvedConfig): Promise<void> {
  const outDir = resolve(config.root, config.build.outDir);
  const serverDir = join(outDir, SERVER_DIR);
  const template = readFileSync(join(outDir, 'index.html'), 'utf8');
  await buildServerRender(config, serverDir);
  write(serverDir, SERVER_TEMPLATE, template);
  const render = (await import(`${pathToFileURL(join(serverDir, SERVER_ENTRY)).href}?built=${Date.now()}`)) as PageRender;

  const demo = config.define?.__BACKEND_KIND__ === JSON.stringify('demo');
  const site: DemoSiteData = demo
    ? (
        await runnerImport<{ demoSiteData: DemoSiteData }>('/scripts/prerender/demo-data.ts', {
          root: config.root,
          configFile: false,
          logLevel: 'error',
          mode: config.mode,
          resolve: { alias: [srcAlias] },
        })
      ).module.demoSiteData
    : { pages: [], photos: [], jobs: [], settings: render.FIRST_SITE_SETTINGS };
  const pages = new Map(site.pages.map((page) => [page.path, page.data]));
  // On Firebase the function answers every page: no page file, and not Vite's index.html either (it would be / ).
  const paths = demo ? [...pages.keys()] : [];
  if (!demo) unlinkSync(join(outDir, 'index.html'));

  for (const path of paths) {
    const page = await render.renderPublicPage({ path, data: pages.get(path) ?? {}, settings: site.settings });
    if (page.status !== 200) throw new Error(`Prerender: ${path} rendered as ${page.status}`);
    write(outDir, htmlFileOf(path), render.toHtmlDocument(template, page));
  }
  // Answered for any address that is no page, long after the build: without the phone number, which may change.
  write(outDir, '404.html', render.toHtmlDocument(template, await render.renderNotFoundPage(site.settings, { withPhone: false })));
  write(outDir, 'robots.txt', render.robotsTxt());
  const siteUrl = config.env.VITE_SITE_URL?.trim();
  // On Firebase the sitePages function serves sitemap.xml from Firestore (a file here would win over its rewrite).
  if (siteUrl && demo) write(outDir, 'sitemap.xml', render.sitemapXml(site.photos, render.BUILT_AT, site.jobs));
  const sitemap = !demo
    ? ' (the pages and sitemap.xml: the sitePages function)'
    : siteUrl
      ? ', sitemap.xml'
      : ' (no sitemap.xml: VITE_SITE_URL is not set)';
  config.logger.info(`prerendered ${paths.length} pages, 404.html, robots.txt${sitemap}; server render in ${SERVER_DIR}/`);
}

/**
 * The Vite plugin: prerenders after the browser build; in the server build, swaps the backend loader for a stub.
 * `vite preview` (appType mpa, as the tests and the benchmark serve the build) answers a path that is no file with
 * the build's 404.html and status 404, as Hosting does.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'jy:prerender',
    // The build, and `vite preview` of it (not the dev server).
    apply: (_, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    resolveId: {
      order: 'pre',
      async handler(source, importer, options) {
        if (config.command !== 'build' || !config.build.ssr) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        return resolved && LOAD_ADAPTER.test(resolved.id.replace(/\.ts$/, ''))
          ? resolve(config.root, 'src/app/server/no-backend.ts')
          : null;
      },
    },
    async closeBundle() {
      if (config.command !== 'build' || config.build.ssr) return;
      await prerender(config);
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const notFound = join(outDir, '404.html');
      const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
      // After Vite's own mapping of a page's path to its file (/about → /about.html): only what matched no file.
      return () => {
        server.middlewares.use((request, response, next) => {
          const path = decodeURIComponent(new URL(request.url ?? '/', 'http://preview').pathname);
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html') || isFile(join(outDir, path)) || !isFile(notFound))
            return next();
          response.statusCode = 404;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          response.end(readFileSync(notFound));
        });
      };
    },
  };
}
