// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SITE_FUNCTIONS, deployTargets } from '../../scripts/firebase/deploy-targets.mjs';

const root = resolve(import.meta.dirname, '../..');

describe('npm run deploy: what is deployed', () => {
  it('with the alerts: the site and every function', () => {
    expect(deployTargets({ withAlerts: true })).toBe('hosting,firestore:rules,firestore:indexes,storage,functions');
  });

  it("without the alerts: the site and its own functions, which Hosting's rewrites and the home page need", () => {
    expect(deployTargets({ withAlerts: false })).toBe(
      'hosting,firestore:rules,firestore:indexes,storage,functions:sitePages,functions:onImageWritten',
    );
    const index = readFileSync(resolve(root, 'functions/src/index.ts'), 'utf8');
    for (const name of SITE_FUNCTIONS) expect(index).toMatch(new RegExp(`export \\{ ${name} \\}`));
  });
});
