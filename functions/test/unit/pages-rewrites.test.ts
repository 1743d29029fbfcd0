// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGES_REGION } from '../../src/config.js';
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
