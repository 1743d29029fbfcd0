import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { firstPagePreload } from './scripts/vite/first-page-preload.ts';

/** The packages of the react-vendor chunk. */
const REACT_VENDOR = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-helmet-async|react-fast-compare|shallowequal|invariant)[\\/]/;

/** Firebase is selected when its configuration is present; otherwise the embedded demo backend. */
function backendKind(env: Record<string, string>): 'demo' | 'firebase' {
  return env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID ? 'firebase' : 'demo';
}

/**
 * Benchmark switch, only for `npm run bench -- --compare-preload` (scripts/bench/compare-preload.mjs), which builds
 * the site three ways to measure what the first-page preload is worth:
 * - PRELOAD unset or `on`: as shipped.
 * - PRELOAD=warm-only: without index.html's preload (no build plugin, the inline script removed); start-up.ts still
 *   warms the first page in main.tsx.
 * - PRELOAD=off: that, and main.tsx renders at once, without warmStart/firstPageReady (__WARM_START__ false).
 */
type PreloadMode = 'on' | 'warm-only' | 'off';
function preloadMode(): PreloadMode {
  const mode = process.env.PRELOAD ?? 'on';
  if (mode === 'on' || mode === 'warm-only' || mode === 'off') return mode;
  throw new Error(`PRELOAD=${mode}: expected on, warm-only or off`);
}

/** Removes index.html's first-page preload script (benchmark variants only; see preloadMode). */
function withoutFirstPagePreload(): Plugin {
  return {
    name: 'jy:bench-no-first-page-preload',
    transformIndexHtml: (html) => html.replace(/\s*<script data-first-page-preload=[\s\S]*?<\/script>/, ''),
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const preload = preloadMode();
  return {
    // Relative base: the build works from any folder (hash router), and lazy chunks load from ./static/js.
    base: './',
    plugins: [react(), tailwindcss(), preload === 'on' ? firstPagePreload() : withoutFirstPagePreload()],
    resolve: {
      // Dexie's ES module build (its package points bundlers at a CommonJS wrapper): smaller, and tree-shaken.
      alias: [{ find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' }],
    },
    define: {
      __BACKEND_KIND__: JSON.stringify(backendKind(env)),
      // Always true outside the preload benchmark (see preloadMode).
      __WARM_START__: JSON.stringify(preload !== 'off'),
    },
    build: {
      assetsDir: 'static',
      target: 'es2022',
      // dist/.vite/manifest.json: the chunk graph, read by the benchmark to tell admin chunks from public ones.
      manifest: true,
      // Every supported browser has <link rel="modulepreload">; no polyfill in the entry.
      modulePreload: { polyfill: false },
      rollupOptions: {
        output: {
          entryFileNames: 'static/js/[name]-[hash].js',
          // React, React DOM, the router and Helmet in one long-cached chunk that every page loads; Dexie stays
          // in the demo adapter's chunk and Firebase in the Firebase adapter's.
          codeSplitting: {
            groups: [{ name: 'react-vendor', test: REACT_VENDOR }],
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
