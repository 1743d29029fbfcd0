// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeList, staticPublicRoutes } from '#app/config/routes.js';
import { JOB_PAGE_PATH_PREFIX, SITEMAP_PATH, PHOTO_PAGE_PATH_PREFIX } from '../../src/app-constants.js';
import { PAGES_OPTIONS, PAGES_REGION } from '../../src/config.js';
import * as functions from '../../src/index.js';

/**
 * firebase.json sends every public page of the route table to sitePages in its region: each static page at its
 * clean path (the Firebase build ships no file for it), the photo pages and the sitemap. A rewrite naming another
 * function or region would fail the deploy (or call nothing), and a route without its rewrite would be Hosting's
 * 404 on Firebase: compared here, so changing one side alone fails a test.
 */
interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

const firebaseJson = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites?: Rewrite[]; redirects?: { source: string; destination: string; type: number }[] };
};
const functionRewrites = (firebaseJson.hosting.rewrites ?? []).filter((rewrite) => rewrite.function);

describe("firebase.json's rewrites to the pages function", () => {
  it("cover the route table's public pages: each static page, the photo and job pages and the sitemap, nothing else", () => {
    expect(functionRewrites.map((rewrite) => rewrite.source)).toEqual([
      ...staticPublicRoutes.map((route) => route.path),
      `${PHOTO_PAGE_PATH_PREFIX}**`,
      `${JOB_PAGE_PATH_PREFIX}**`,
      SITEMAP_PATH,
    ]);
    // The public routes with a parameter other than the photo and job pages have no clean address served (the
    // review link lives behind '#', sent by text message); an admin route never has one.
    const withParameter = routeList.filter((route) => route.area === 'public' && route.path.includes(':')).map((route) => route.key);
    expect(withParameter).toEqual(['photo', 'job', 'review']);
    expect((firebaseJson.hosting.rewrites ?? []).length).toBe(functionRewrites.length);
  });

  it("send a static page's address with a trailing slash to its clean address (Hosting does that for files only)", () => {
    const withSlash = staticPublicRoutes.filter((route) => route.path !== '/').map((route) => route.path);
    expect(firebaseJson.hosting.redirects).toEqual(withSlash.map((path) => ({ source: `${path}/`, destination: path, type: 301 })));
  });

  it('name an exported function, in the region it is deployed to', () => {
    for (const rewrite of functionRewrites) {
      expect(rewrite.function?.functionId).toBe('sitePages');
      expect(Object.keys(functions)).toContain(rewrite.function?.functionId);
      expect(rewrite.function?.region).toBe(PAGES_REGION);
    }
    expect(PAGES_REGION).toBe('asia-northeast3');
  });
});

describe("sitePages' size (measured: scripts/firebase/README.md, Sizing sitePages)", () => {
  it('serves several requests at once only with a whole CPU, as Cloud Run requires', () => {
    expect(PAGES_OPTIONS.concurrency).toBeGreaterThan(1);
    expect(PAGES_OPTIONS.cpu).toBeGreaterThanOrEqual(1);
  });

  it('keeps the measured peak of its concurrency (150 MiB at 20) well within its memory', () => {
    expect(PAGES_OPTIONS.concurrency).toBeLessThanOrEqual(20);
    expect(Number.parseInt(PAGES_OPTIONS.memory, 10)).toBeGreaterThanOrEqual(512);
  });
});
