#!/usr/bin/env node
/**
 * node scripts/firebase/site-bundle.mjs [--site DIR] [--out DIR] [--mode MODE]
 *
 * Builds what the pages Cloud Function runs of the web app (functions/src/pages/site-bundle.ts says what):
 * functions/site-bundle/entry.ts (the server render of src/app/server and the Firebase adapter's mapping of a
 * stored photo) as one self-contained ES module for Node, React included (functions/ installs none of the app's
 * packages), with the same vite.config.ts and VITE_* variables (--mode, default production) as the site, and the
 * site build's HTML template beside it. functions/ is deployed without src/: this is how the function renders the
 * same components as the prerender.
 *
 * Defaults: --site dist (a Firebase build: `npm run build`, which also leaves .server/template.html there),
 * --out functions/lib/site-bundle (beside the functions' compiled code, which imports ../site-bundle/entry.js).
 * firebase.json's functions predeploy runs it after `npm --prefix functions run build`; build the site first.
 */
import { copyFileSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { ROOT } from '../emulators/config.mjs';

export const SITE_BUNDLE_ENTRY = resolve(ROOT, 'functions/site-bundle/entry.ts');
export const DEFAULT_SITE_BUNDLE_OUT = resolve(ROOT, 'functions/lib/site-bundle');

/** The built index.html before any page went into it (scripts/prerender/plugin.ts keeps it for server renders). */
export const SITE_TEMPLATE = '.server/template.html';

/**
 * @param {{ siteDir?: string, outDir?: string, mode?: string }} [options]
 * @returns {Promise<string>} the folder written
 */
export async function buildSiteBundle({ siteDir = resolve(ROOT, 'dist'), outDir = DEFAULT_SITE_BUNDLE_OUT, mode = 'production' } = {}) {
  const template = resolve(siteDir, SITE_TEMPLATE);
  if (!existsSync(template)) throw new Error(`${template} is missing: build the site first (npm run build).`);
  await build({
    configFile: resolve(ROOT, 'vite.config.ts'),
    mode,
    logLevel: 'warn',
    define: {
      // React's production build (the bundle runs where NODE_ENV is unset), and the site's build time as the static
      // pages' lastmod (the template was written by that build).
      'process.env.NODE_ENV': JSON.stringify('production'),
      __BUILT_AT__: JSON.stringify(statSync(template).mtime.toISOString()),
    },
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: SITE_BUNDLE_ENTRY,
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
      minify: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'entry.js', codeSplitting: false } },
    },
  });
  mkdirSync(outDir, { recursive: true });
  copyFileSync(template, resolve(outDir, 'template.html'));
  return outDir;
}

/**
 * @param {string[]} args
 * @param {string} name
 */
function option(args, name) {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const site = option(args, '--site');
  const out = option(args, '--out');
  buildSiteBundle({
    siteDir: site ? resolve(site) : undefined,
    outDir: out ? resolve(out) : undefined,
    mode: option(args, '--mode') ?? 'production',
  }).then(
    (outDir) => console.log(`Site bundle → ${outDir}`),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
