import { afterAll, describe, expect, it } from 'vitest';
import { STATIC_PAGE_PATHS } from '@/app/server/static-pages';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import {
  HASHED_ASSET_CACHE_CONTROL,
  STATIC_SITEMAP_CACHE_CONTROL,
  staticSitemapRule,
  PAGE_CACHE_CONTROL,
  cleanPathOf,
  deployedFiles,
  hashedAssetRule,
  pageRule,
  readFirebaseJson,
} from '../../scripts/firebase/hosting-config.mjs';

/**
 * firebase.json's hosting block, checked without an emulator (tests/hosting/ checks the served responses):
 * no catch-all, nothing hidden deployed, the cache classes, the immutable rule made from the build, the CSP.
 */
const root = resolve(import.meta.dirname, '../..');
const hosting = readFirebaseJson(resolve(root, 'firebase.json')).hosting;

function header(key: string): string {
  const values = (hosting.headers ?? []).flatMap((rule) => rule.headers.filter((entry) => entry.key === key).map((entry) => entry.value));
  expect(values, key).toHaveLength(1);
  return values[0]!;
}

/** The CSP as directive → sources. */
function cspDirectives(): Map<string, string[]> {
  return new Map(
    header('Content-Security-Policy')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const scratch = mkdtempSync(join(tmpdir(), 'jy-hosting-config-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('firebase.json hosting', () => {
  it('rewrites only the public pages (to the pages function), never a catch-all: a missing file is a 404, never index.html', () => {
    // The static pages at their clean paths, the photo pages, the job pages and the sitemap
    // (functions/test/unit/pages-rewrites.test.ts compares them with the route table and the function).
    expect((hosting.rewrites ?? []).map((rewrite) => rewrite.source)).toEqual([
      ...STATIC_PAGE_PATHS,
      '/projects/gallery/**',
      '/projects/jobs/**',
      '/sitemap.xml',
    ]);
    expect((hosting.rewrites ?? []).every((rewrite) => rewrite.function?.functionId === 'sitePages')).toBe(true);
    // The only redirects: a static page's address with a trailing slash to the address without it (Hosting's
    // trailingSlash does so for files only, and a Firebase build's pages are no files).
    expect(hosting.redirects).toEqual(
      STATIC_PAGE_PATHS.filter((path) => path !== '/').map((path) => ({ source: `${path}/`, destination: path, type: 301 })),
    );
  });

  it('serves each page at one clean address: /about (about.html), never /about.html or /about/', () => {
    expect(hosting.cleanUrls).toBe(true);
    expect(hosting.trailingSlash).toBe(false);
    expect(['index.html', 'about.html', 'projects/gallery/a b.html', '404.html', 'robots.txt'].map(cleanPathOf)).toEqual([
      '/',
      '/about',
      '/projects/gallery/a b',
      null,
      null,
    ]);
  });

  it("deploys no hidden file or folder (.vite/manifest.json, .env...), by firebase-tools' own lister", () => {
    for (const file of [
      'index.html',
      'static/js/index-AbCd1234.js',
      '.vite/manifest.json',
      '.env.production',
      'images/.cache/x.webp',
      'firebase.json',
    ]) {
      mkdirSync(dirname(join(scratch, file)), { recursive: true });
      writeFileSync(join(scratch, file), 'x');
    }
    expect(deployedFiles(scratch, hosting.ignore ?? [])).toEqual(['index.html', 'static/js/index-AbCd1234.js']);
  });

  it("gives every file class an explicit Cache-Control; the hashed files' immutable rule comes from the build", () => {
    const cacheRules = Object.fromEntries(
      (hosting.headers ?? []).flatMap((rule) =>
        rule.headers.filter((entry) => entry.key === 'Cache-Control').map((entry) => [rule.source ?? rule.regex, entry.value]),
      ),
    );
    expect(cacheRules).toEqual({
      '/static/**': 'no-cache',
      // The admin's service worker and home-screen manifest: always revalidated, so a deploy is never hidden.
      '/admin-sw.js': 'no-cache',
      '/admin.webmanifest': 'no-cache',
      '/@(images|demo)/**': 'public, max-age=3600, must-revalidate',
      '/*.@(ico|png|jpg|svg|webp|txt)': 'public, max-age=3600, must-revalidate',
    });
    const rule = hashedAssetRule([
      'index.html',
      'images/hero.webp',
      'static/js/index-AbCd1234.js',
      'static/media/font.subset.1-X_y-9876.woff2',
    ]);
    expect(rule?.headers).toEqual([{ key: 'Cache-Control', value: HASHED_ASSET_CACHE_CONTROL }]);
    const matches = (path: string) => new RegExp(rule!.regex!, 'u').test(path);
    expect(matches('/static/js/index-AbCd1234.js')).toBe(true);
    expect(matches('/static/media/font.subset.1-X_y-9876.woff2')).toBe(true);
    expect(matches('/static/js/index-Old01234.js')).toBe(false); // a chunk the deploy removed: stays no-cache
    expect(matches('/static/js/index-AbCd1234.js.map')).toBe(false);
    expect(matches('/images/hero.webp')).toBe(false);

    // The build's pages revalidate at their clean paths, / too; a path no page file answers is not named (on Firebase,
    // none: the function's own Cache-Control stands).
    const pages = pageRule([
      'index.html',
      'about.html',
      'projects.html',
      'projects/gallery/roof-1.html',
      '404.html',
      'static/js/index-AbCd1234.js',
    ]);
    expect(pages?.headers).toEqual([{ key: 'Cache-Control', value: PAGE_CACHE_CONTROL }]);
    const isPage = (path: string) => new RegExp(pages!.regex!, 'u').test(path);
    expect(['/', '/about', '/projects', '/projects/gallery/roof-1'].filter(isPage)).toHaveLength(4);
    expect(pageRule(['404.html', 'robots.txt', 'static/js/index-AbCd1234.js'])).toBeNull();
    expect(['/about.html', '/projects/gallery/other', '/404', '/aboutx', '/static/js/index-AbCd1234.js'].filter(isPage)).toEqual([]);

    // A sitemap.xml the build wrote (demo) is kept an hour; on Firebase the function answers it, with its own caching.
    expect(staticSitemapRule(['index.html', 'sitemap.xml'])).toEqual({
      source: '/sitemap.xml',
      headers: [{ key: 'Cache-Control', value: STATIC_SITEMAP_CACHE_CONTROL }],
    });
    expect(staticSitemapRule(['index.html', 'robots.txt'])).toBeNull();
  });

  it("sends a Content-Security-Policy with default-src 'none' and no 'unsafe-inline' for styles or scripts", () => {
    const csp = cspDirectives();
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('style-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("lists no host nothing uses, and allows the full Firestore SDK's cleardot.gif", () => {
    const csp = cspDirectives();
    const hosts = [...csp.values()]
      .flat()
      .filter((source) => source.startsWith('https://'))
      .map((source) => new URL(source.replace('*.', 'wildcard.')).hostname);
    expect(hosts).not.toContain('firebaseappcheck.googleapis.com');
    expect(csp.get('connect-src')).toContain('https://content-firebaseappcheck.googleapis.com');
    expect(csp.get('img-src')).toContain('https://www.google.com/images/cleardot.gif');
    // index.html links no web app manifest; the admin links its own (same origin), nothing else is allowed.
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
  });

  it('git-ignores .env.production and every .env*.local, but not .env.example', () => {
    const ignored = (file: string) => spawnSync('git', ['check-ignore', '--no-index', '-q', file], { cwd: root }).status === 0;
    for (const file of [
      '.env',
      '.env.local',
      '.env.production',
      '.env.production.local',
      '.env.development.local',
      'firebase.deploy.json',
    ]) {
      expect(ignored(file), file).toBe(true);
    }
    expect(ignored('.env.example')).toBe(false);
    expect(readFileSync(resolve(root, '.env.example'), 'utf8')).toContain('VITE_FIREBASE_API_KEY');
  });
});
