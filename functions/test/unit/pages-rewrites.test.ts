// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES_OPTIONS, PAGES_REGION } from '../../src/config.js';
import * as functions from '../../src/index.js';

/**
 * firebase.json sends the work pages and the sitemap to sitePages in its region: a rewrite naming another function
 * or region would fail the deploy (or call nothing). Compared here, so changing one side alone fails a test.
 */
interface Rewrite {
  source: string;
  function?: { functionId: string; region?: string };
}

const firebaseJson = JSON.parse(readFileSync(new URL('../../../firebase.json', import.meta.url), 'utf8')) as {
  hosting: { rewrites?: Rewrite[] };
};
const functionRewrites = (firebaseJson.hosting.rewrites ?? []).filter((rewrite) => rewrite.function);

describe("firebase.json's rewrites to the pages function", () => {
  it('cover the work pages and the sitemap', () => {
    expect(functionRewrites.map((rewrite) => rewrite.source)).toEqual(['/projects/gallery/**', '/sitemap.xml']);
  });

  it('name an exported function, in the region it is deployed to', () => {
    for (const rewrite of functionRewrites) {
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
