/**
 * The Hosting configuration that is deployed (and that the hosting tests serve): firebase.json plus header rules
 * made from the build. The first makes every page the build prerendered (each .html file but 404.html, at its clean
 * path: /, /about, /projects/gallery/{id}: the demo build's) revalidate on each visit, so a deploy's new pages and
 * scripts are seen at once; a path that no file answers (on Firebase every page: the sitePages function's) is left
 * to what answers it, with the Cache-Control it sends. The second caches a
 * sitemap.xml the build wrote (the demo's; on Firebase the function's own Cache-Control stands). The last gives
 * exactly the hashed files of this build long-lived caching:
 *
 *   { "regex": "^/static/(?:js/index-B7Fj9_s-\\.js|css/...)$", "headers": [Cache-Control: public, max-age=31536000, immutable] }
 *
 * Why not a glob in firebase.json: Hosting picks headers by the requested path, for a missing file too. With
 * "/static/**" → immutable, a chunk that a new deploy removed (an open tab asking for its old page) would be
 * answered 404 *with* "immutable, one year", and browsers would keep that 404. Listing the files that exist keeps
 * the 404 on firebase.json's "/static/**" rule (no-cache). The rule comes after firebase.json's rules: on a
 * path both match, the later rule's Cache-Control wins (superstatic, the emulator, applies them in order).
 *
 *   node scripts/firebase/hosting-config.mjs [--out FILE]   writes firebase.json + the rule (default
 *                                                          firebase.deploy.json, git-ignored); deploy.mjs runs
 *                                                          `firebase deploy --config firebase.deploy.json`
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Pages: the browser asks every time (a cheap 304 when nothing changed). */
export const PAGE_CACHE_CONTROL = 'no-cache';
/** Vite's output names under static/: name-{8-character hash}.ext (vite.config.ts). */
const HASHED_NAME = /^static\/(?:js|css|media)\/[^/]+-[\w-]{8}\.[a-z0-9]+$/i;

/** @typedef {{ key: string, value: string }} Header */
/** @typedef {{ source?: string, regex?: string, headers: Header[] }} HeaderRule */
/** @typedef {{ source: string, function?: { functionId: string, region?: string }, destination?: string }} Rewrite */
/** @typedef {{ public: string, ignore?: string[], headers?: HeaderRule[], rewrites?: Rewrite[], [key: string]: unknown }} HostingConfig */
/** @typedef {{ hosting: HostingConfig, [key: string]: unknown }} FirebaseJson */

/** @returns {FirebaseJson} */
export function readFirebaseJson(path = resolve(root, 'firebase.json')) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The files `firebase deploy` uploads from publicDir: firebase-tools' own lister with hosting.ignore.
 * @param {string} publicDir
 * @param {string[]} ignore
 * @returns {string[]} paths relative to publicDir, with forward slashes
 */
export function deployedFiles(publicDir, ignore = []) {
  const lister = require.resolve('firebase-tools/lib/listFiles.js');
  const { listFiles } = /** @type {{ listFiles: (cwd: string, ignore: string[]) => string[] }} */ (require(lister));
  return listFiles(publicDir, ignore).sort();
}

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The header rule that makes exactly these hashed files immutable (null when there are none).
 * @param {string[]} files deployed paths relative to the public folder
 * @returns {HeaderRule | null}
 */
export function hashedAssetRule(files) {
  const hashed = files.filter((file) => HASHED_NAME.test(file)).map((file) => escapeRegex(file.slice('static/'.length)));
  if (hashed.length === 0) return null;
  return { regex: `^/static/(?:${hashed.join('|')})$`, headers: [{ key: 'Cache-Control', value: HASHED_ASSET_CACHE_CONTROL }] };
}

/**
 * The clean path Hosting serves a prerendered page at (cleanUrls): 'about.html' → '/about', 'index.html' → '/';
 * null for files that are no page (404.html is Hosting's answer for missing paths, not a page).
 * @param {string} file a deployed path relative to the public folder
 */
export function cleanPathOf(file) {
  if (!file.endsWith('.html') || file === '404.html') return null;
  if (file === 'index.html') return '/';
  return `/${file.slice(0, -'.html'.length)}`;
}

/**
 * The header rule that makes the build's pages revalidate at their clean paths, / included (null when there are
 * none: a Firebase build, whose pages the sitePages function answers with its own Cache-Control, which a rule for
 * their paths would override).
 * @param {string[]} files deployed paths relative to the public folder
 * @returns {HeaderRule | null}
 */
export function pageRule(files) {
  const paths = files.map(cleanPathOf).filter(/** @returns {path is string} */ (path) => path !== null);
  if (paths.length === 0) return null;
  return {
    regex: `^/(?:${paths.map((path) => escapeRegex(encodeURI(path.slice(1)))).join('|')})$`,
    headers: [{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }],
  };
}

/** A sitemap the build wrote (the demo's): like robots.txt, kept an hour. */
export const STATIC_SITEMAP_CACHE_CONTROL = 'public, max-age=3600, must-revalidate';

/**
 * The header rule of a sitemap.xml the build wrote (the demo build), or null (a Firebase build: the sitePages
 * function answers /sitemap.xml with its own Cache-Control, and a rule for that path would override it, as header
 * rules apply to function answers too).
 * @param {string[]} files deployed paths relative to the public folder
 * @returns {HeaderRule | null}
 */
export function staticSitemapRule(files) {
  return files.includes('sitemap.xml')
    ? { source: '/sitemap.xml', headers: [{ key: 'Cache-Control', value: STATIC_SITEMAP_CACHE_CONTROL }] }
    : null;
}

/**
 * firebase.json with the build's page, sitemap and immutable rules added (a new object).
 * @param {FirebaseJson} config
 * @param {string} publicDir the built site (config.hosting.public, resolved)
 */
export function hostingConfigForBuild(config, publicDir) {
  /** @type {FirebaseJson} */
  const copy = structuredClone(config);
  const files = deployedFiles(publicDir, copy.hosting.ignore ?? []);
  const rule = hashedAssetRule(files);
  if (!rule) throw new Error(`No hashed files under ${publicDir}/static: build first (npm run build).`);
  const pages = pageRule(files);
  const sitemap = staticSitemapRule(files);
  copy.hosting.headers = [...(copy.hosting.headers ?? []), ...(pages ? [pages] : []), ...(sitemap ? [sitemap] : []), rule];
  return copy;
}

/**
 * The config without its rewrites to functions (a new object): for serving a build where no function runs (the
 * demo build, or the hosting tests without the Functions emulator), where Hosting would call the live function.
 * @param {FirebaseJson} config
 */
export function withoutFunctionRewrites(config) {
  /** @type {FirebaseJson} */
  const copy = structuredClone(config);
  const rewrites = (copy.hosting.rewrites ?? []).filter((rewrite) => !rewrite.function);
  if (rewrites.length > 0) copy.hosting.rewrites = rewrites;
  else delete copy.hosting.rewrites;
  return copy;
}

/**
 * Copies exactly what `firebase deploy` would upload from publicDir into targetDir (the hosting tests serve that
 * copy, so a file the deploy leaves out is missing there too: the emulator itself ignores hosting.ignore).
 * @param {string} publicDir
 * @param {string} targetDir
 * @param {string[]} ignore
 */
export function copyDeployedFiles(publicDir, targetDir, ignore) {
  for (const file of deployedFiles(publicDir, ignore)) {
    const target = resolve(targetDir, file);
    mkdirSync(dirname(target), { recursive: true });
    cpSync(resolve(publicDir, file), target);
  }
}

function main() {
  const outFlag = process.argv.indexOf('--out');
  const out = resolve(root, outFlag >= 0 ? (process.argv[outFlag + 1] ?? '') : 'firebase.deploy.json');
  if (dirname(out) !== root)
    throw new Error('The deploy config must sit beside firebase.json (firebase-tools resolves its paths from there).');
  const config = readFirebaseJson();
  const deployConfig = hostingConfigForBuild(config, resolve(root, config.hosting.public));
  writeFileSync(out, `${JSON.stringify(deployConfig, null, 2)}\n`);
  const rule = deployConfig.hosting.headers?.at(-1);
  console.log(
    `Wrote ${out}: firebase.json + revalidated pages + immutable caching for ${rule?.regex?.split('|').length ?? 0} hashed files.`,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
