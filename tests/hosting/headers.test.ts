import { describe, expect, inject, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  HASHED_ASSET_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  cleanPathOf,
  deployedFiles,
  readFirebaseJson,
} from '../../scripts/firebase/hosting-config.mjs';

/**
 * Headers and status codes of the real Hosting emulator serving the build with the deployed configuration
 * (firebase.json + the build's immutable rule, scripts/firebase/hosting-config.mjs).
 */
const base = inject('hostingUrl');
const buildDir = inject('buildDir');
const ignore = readFirebaseJson().hosting.ignore ?? [];

const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600, must-revalidate';

/** The Cache-Control each class of deployed file must carry. */
function expectedCacheControl(file: string): string {
  if (file === 'index.html') return NO_CACHE;
  // The admin's service worker and manifest: revalidated every time, so a deploy is never hidden behind an old one.
  if (file === 'admin-sw.js' || file === 'admin.webmanifest') return NO_CACHE;
  if (cleanPathOf(file)) return PAGE_CACHE_CONTROL;
  if (file === 'sitemap.xml') return SHORT;
  if (/^static\/(js|css|media)\/[^/]+-[\w-]{8}\.\w+$/.test(file)) return HASHED_ASSET_CACHE_CONTROL;
  if (/^(images|demo)\//.test(file) || /^[^/]+\.(ico|png|jpg|svg|webp|txt)$/.test(file)) return SHORT;
  throw new Error(`${file}: no cache class for this file (add a header rule to firebase.json and a class here)`);
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
];

async function get(path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, headers: response.headers, body };
}

describe('Hosting emulator: headers per path', () => {
  it("serves every deployed file with its class's Cache-Control and the security headers", async () => {
    // Pages are served at their clean paths (cleanUrls; /about.html redirects there); 404.html answers missing paths.
    const files = deployedFiles(buildDir, ignore).filter((file) => file !== '404.html');
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const { status, headers } = await get(encodeURI(cleanPathOf(file) ?? `/${file}`));
      expect(status, file).toBe(200);
      expect(headers.get('cache-control'), file).toBe(expectedCacheControl(file));
      for (const name of SECURITY_HEADERS) expect(headers.get(name), `${file}: ${name}`).toBeTruthy();
    }
  });

  it('serves the page at / like index.html: no-cache, with the security headers', async () => {
    const { status, headers, body } = await get('/');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe(NO_CACHE);
    for (const name of SECURITY_HEADERS) expect(headers.get(name), name).toBeTruthy();
    expect(body).toContain('<div id="root" data-route="/">');
  });

  it("serves the admin's worker as JavaScript and its manifest as a web app manifest, both no-cache", async () => {
    const worker = await get('/admin-sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe(NO_CACHE);
    const manifest = await get('/admin.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe(NO_CACHE);
    expect(JSON.parse(manifest.body)).toMatchObject({ start_url: '/#/jy-dev/dashboard', display: 'standalone' });
  });

  it('does not deploy .vite/manifest.json (the build keeps it for the benchmark)', async () => {
    expect(existsSync(resolve(buildDir, '.vite/manifest.json'))).toBe(true);
    expect(deployedFiles(buildDir, ignore)).not.toContain('.vite/manifest.json');
    expect(deployedFiles(buildDir, ignore).filter((file) => file.split('/').some((part) => part.startsWith('.')))).toEqual([]);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });
});

describe('Hosting emulator: a missing file is a 404 that is never cached', () => {
  it('answers a missing chunk (an old tab after a deploy) 404, not index.html, without long-lived caching', async () => {
    for (const path of ['/static/js/AboutPage-Old0Hash.js', '/static/css/index-Old0Hash.css', '/static/media/photo-Old0Hash.webp']) {
      const { status, headers, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('<div id="root"');
      const cacheControl = headers.get('cache-control') ?? '';
      expect(cacheControl, path).not.toMatch(/immutable|max-age=[1-9]/);
      expect(cacheControl, path).toMatch(/no-cache|no-store/);
    }
  });

  it('has no catch-all: every path that is no page or file is 404 too (the admin has no clean address)', async () => {
    for (const path of ['/nope', '/about/team', '/ABOUT', '/jy-dev/login', '/images/missing.webp']) {
      const { status, body } = await get(path);
      expect(status, path).toBe(404);
      expect(body, path).not.toContain('<div id="root"');
    }
  });
});
