import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { checkEnv, checkProductionBuild } from './src/config/env-schema.ts';
import { srcAlias } from './scripts/lib/src-alias.mjs';
import { prerenderPlugin } from './scripts/prerender/plugin.ts';

/**
 * The packages of the react-vendor chunk. react-helmet-async (with react-fast-compare, shallowequal, invariant) is
 * not among them: only the admin uses it (public pages' heads are React 19's own tags), so it joins the admin chunk.
 */
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;

/**
 * The small modules every public page uses besides the app shell: the company config and route table, the head tags
 * (Seo, JsonLd), page headings and icons. Left to the automatic splitting they became a dozen chunks of under 1 KB
 * each, every page loading all of them; as one chunk they cost about 1.5 KB less gzip per page (npm run bench).
 */
const PAGE_FURNITURE =
  /[\\/]src[\\/](config[\\/](routes|site|env|env-value|company-copy)|components[\\/]layout[\\/](JsonLd|company-node-id|Seo|breadcrumbs|head-sink|page-head|title-prefix|SectionHeading|PageHeader)|components[\\/]ui[\\/](copy|icons)|lib[\\/](public-url|use-async-value|use-near-viewport)|backend[\\/]demo[\\/]db-name)\.tsx?$/;

/**
 * Leaf modules of the visitor forms that the admin shares (the phone and text rules, BackendError, the progress bar, the map link): alone each
 * was a chunk of under 0.6 KB that the contact page loaded one by one; as one chunk (their own code only, none of
 * what they import) they cost about 0.3 KB less gzip there (npm run bench).
 */
const FORM_RULES =
  /[\\/]src[\\/](domain[\\/](text|phone|errors)|components[\\/]ui[\\/]ProgressBar|components[\\/]map[\\/]naver-map-link)\.tsx?$/;

/**
 * The picture parts that home, the gallery and a work's page all show (the protected image, the 예시 이미지 mark, the
 * category's label): as three chunks of under 0.7 KB each, every one of those pages loaded all three.
 */
const PICTURE_PARTS =
  /[\\/]src[\\/](components[\\/]ui[\\/](ProtectedImage|SampleMark)|lib[\\/]site-settings[\\/]use-category-label)\.tsx?$/;

/**
 * The price and response-promise lines (with the settings' wording) that the services page and a work's page both
 * show: one chunk instead of two.
 */
const ESTIMATE_PARTS =
  /[\\/]src[\\/](components[\\/]estimates[\\/](WorkEstimate|ResponsePromise|copy)|domain[\\/]site-settings[\\/]wording)\.tsx?$/;

/**
 * The stored lists (statuses, categories, work types, regions: src/domain/categories.ts), the work-type checks built
 * on them, and the shared Button: every page that loads one loads the others (the gallery, a photo's and a job's
 * page, the contact and review pages, the admin), so they come as one chunk rather than three.
 */
const CATEGORIES = /[\\/]src[\\/](domain[\\/](categories|work-type)|components[\\/]ui[\\/]Button)\.tsx?$/;

/**
 * What every page has before it asks for anything else: the entry (index), the chunks it imports statically and the
 * site's stylesheet (each page's HTML links it).
 */
const ALWAYS_LOADED = /(^|\/)((react-vendor|page-furniture|rolldown-runtime|index)-[\w-]+\.js|index-[\w-]+\.css)$/;
/**
 * The admin's chunk. The entry carries every lazy chunk's list of files to fetch with it, the admin's too, so each
 * name in the admin's list is bytes every public page downloads (about 0.2 KB gzip). The admin's list names only
 * the admin chunk itself: its own imports follow when it is parsed (one round trip more on the admin's first load).
 */
const ADMIN_APP = /(^|\/)AdminApp-[\w-]+\.js$/;

/** Each chunk's static imports, near and far (filled when the bundle is generated: staticImportsOfChunks). */
const staticImports = new Map<string, Set<string>>();

/**
 * Records what each chunk imports statically, before the lazy imports' lists are written: a list need not name a
 * chunk its importer has already loaded (the gallery's 현장별 view named four the gallery page had).
 */
function staticImportsOfChunks(): Plugin {
  return {
    name: 'static-imports-of-chunks',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const importsOf = (fileName: string): string[] => {
        const chunk = bundle[fileName];
        return chunk?.type === 'chunk' ? chunk.imports : [];
      };
      for (const fileName of Object.keys(bundle)) {
        const seen = new Set<string>();
        const pending = [...importsOf(fileName)];
        for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
          if (seen.has(next)) continue;
          seen.add(next);
          pending.push(...importsOf(next));
        }
        staticImports.set(fileName, seen);
      }
    },
  };
}

/** What a lazy chunk is fetched with (see modulePreload below), when `host` imports it. */
function preloadedWith(file: string, deps: string[], host: string): string[] {
  if (ADMIN_APP.test(file)) return deps.filter((dep) => dep === file);
  const hostHas = staticImports.get(host);
  return deps.filter((dep) => !ALWAYS_LOADED.test(dep) && !hostHas?.has(dep));
}

/**
 * Benchmark switch, only for `npm run bench -- --compare-warm-start` (scripts/bench/compare-warm-start.mjs):
 * WARM_START=off builds main.tsx to render at once, without start-up.ts's warmStart/firstPageReady, to measure
 * what warming the first page is worth. Unset (every real build): on.
 */
function warmStart(): boolean {
  const value = process.env.WARM_START ?? 'on';
  if (value !== 'on' && value !== 'off') throw new Error(`WARM_START=${value}: expected on or off`);
  return value === 'on';
}

/**
 * A Firebase build ships no sample pictures: public/demo/ (the demo seed's 46 pictures, 3.6 MB) is for the demo
 * backend, served by demo builds and by the dev server (where `npm run dev:emulators` seeds drafts that name them).
 * tests/hosting/firebase-build.test.ts checks the Firebase build.
 */
function leaveOutDemoPictures(backend: 'demo' | 'firebase'): Plugin {
  let outDir = 'dist';
  return {
    name: 'leave-out-demo-pictures',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (backend === 'firebase') rmSync(resolve(outDir, 'demo'), { recursive: true, force: true });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const backend = checkEnv(env);
  // A Firebase build is a production site: its canonical and Open Graph URLs and the sitemap need VITE_SITE_URL.
  if (command === 'build') checkProductionBuild(env, backend);
  return {
    // Root base: pages are served at nested clean paths (/projects/gallery/{id}), so every file is addressed from /.
    base: '/',
    // prerenderPlugin: after the build, the public pages as HTML at their clean paths (scripts/prerender/plugin.ts).
    plugins: [react(), tailwindcss(), prerenderPlugin(), leaveOutDemoPictures(backend), staticImportsOfChunks()],
    resolve: {
      // Dexie's ES module build (its package points bundlers at a CommonJS wrapper): smaller, and tree-shaken.
      alias: [srcAlias, { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }],
    },
    define: {
      // Checks every VITE_* variable (a typo or a half Firebase configuration fails the build) and picks the
      // backend: Firebase when all six VITE_FIREBASE_* are set, else the embedded demo.
      __BACKEND_KIND__: JSON.stringify(backend),
      // Always true outside the warm-start benchmark (see warmStart()).
      __WARM_START__: JSON.stringify(warmStart()),
      // When this build was made: the server render's BUILT_AT (the static pages' lastmod in sitemap.xml).
      __BUILT_AT__: JSON.stringify(new Date().toISOString()),
    },
    build: {
      assetsDir: 'static',
      target: 'es2022',
      // dist/.vite/manifest.json: the chunk graph, read by the benchmark to tell admin chunks from public ones.
      manifest: true,
      // Every supported browser has <link rel="modulepreload">; no polyfill in the entry. A lazy page's list of chunks
      // to fetch with it leaves out the entry's own static imports: loaded before any page, and named in every list
      // (the entry carries the lists); the admin's names only itself (ADMIN_APP).
      modulePreload: {
        polyfill: false,
        resolveDependencies: (file, deps, { hostId, hostType }) => (hostType === 'js' ? preloadedWith(file, deps, hostId) : deps),
      },
      rollupOptions: {
        output: {
          entryFileNames: 'static/js/[name]-[hash].js',
          // React, React DOM, the router and Helmet in one long-cached chunk that every page loads; Dexie stays
          // in the demo adapter's chunk and Firebase in the Firebase adapter's.
          codeSplitting: {
            groups: [
              { name: 'react-vendor', test: REACT_VENDOR, priority: 10 },
              { name: 'page-furniture', test: PAGE_FURNITURE },
              { name: 'form-rules', test: FORM_RULES, includeDependenciesRecursively: false },
              { name: 'picture-parts', test: PICTURE_PARTS, includeDependenciesRecursively: false },
              { name: 'estimate-parts', test: ESTIMATE_PARTS, includeDependenciesRecursively: false },
              { name: 'categories', test: CATEGORIES, includeDependenciesRecursively: false },
            ],
          },
          chunkFileNames: 'static/js/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? 'static/css/[name]-[hash][extname]' : 'static/media/[name]-[hash][extname]',
        },
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
  };
});
