// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAIL_COLLECTION, MAIL_TEMPLATES_COLLECTION } from '@/config/collections';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseParams, sendEmailParams } from '../../scripts/firebase/extension-params.mjs';

/**
 * The inquiry alerts' deployment files: firebase.json's "functions" and "extensions" (the extension manifest),
 * extensions/firestore-send-email.env, functions/package.json and the mail TTL policy.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(ROOT, path), 'utf8');
const firebaseJson = JSON.parse(read('firebase.json')) as {
  functions: { source: string; runtime: string; predeploy: string[]; ignore: string[] }[];
  extensions: Record<string, string>;
};
const envText = read('extensions/firestore-send-email.env');
const params = parseParams(envText);
/** firebase-tools' own parser of these files (what `firebase deploy --only extensions` reads). */
const firebaseEnv = createRequire(import.meta.url)('firebase-tools/lib/functions/env.js') as {
  parse(text: string): { envs: Record<string, string>; errors: string[] };
};

describe('the Trigger Email extension manifest', () => {
  it('firebase.json declares the official extension at an exact version', () => {
    expect(firebaseJson.extensions).toEqual({
      'firestore-send-email': expect.stringMatching(/^firebase\/firestore-send-email@\d+\.\d+\.\d+$/),
    });
  });

  it('its params file parses the same with firebase-tools, without errors', () => {
    const parsed = firebaseEnv.parse(envText.trim());
    expect(parsed.errors).toEqual([]);
    expect(params).toEqual(parsed.envs);
  });

  it("names the app's collections, Seoul and the default database", () => {
    expect(params).toMatchObject({
      MAIL_COLLECTION,
      TEMPLATES_COLLECTION: MAIL_TEMPLATES_COLLECTION,
      DATABASE: '(default)',
      DATABASE_REGION: 'asia-northeast3',
      'firebaseextensions.v1beta.function/location': 'asia-northeast3',
    });
    expect(params.DEFAULT_FROM).toMatch(/<[^<>@\s]+@[^<>@\s]+\.[^<>@\s]+>$/);
  });

  it('keeps the SMTP password out of the repository: a Secret Manager version, no password in a URI', () => {
    expect(params.SMTP_PASSWORD).toMatch(/^projects\/\$\{param:PROJECT_ID\}\/secrets\/[\w-]+\/versions\/(latest|\d+)$/);
    for (const [name, value] of Object.entries(params)) expect(value, name).not.toMatch(/:\/\/[^/@\s]*:[^/@\s]+@/);
    expect(read('.gitignore')).toMatch(/^\/extensions\/\*\.local$/m);
  });

  it("sent mail (the visitor's personal data) expires, and a TTL policy deletes it", () => {
    expect(params.TTL_EXPIRE_TYPE).not.toBe('never');
    const indexes = JSON.parse(read('firestore.indexes.json')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(indexes.fieldOverrides).toContainEqual(
      expect.objectContaining({ collectionGroup: MAIL_COLLECTION, fieldPath: 'delivery.expireAt', ttl: true }),
    );
  });

  it('a per-project file overrides the shared params', () => {
    expect(sendEmailParams('no-such-project')).toEqual(params);
  });
});

describe('the functions', () => {
  it('firebase.json builds and deploys functions/ on Node 22', () => {
    const [functions] = firebaseJson.functions;
    expect(functions).toMatchObject({ source: 'functions', runtime: 'nodejs22' });
    // The functions' code, then the site bundle the pages function renders with (from the dist/ just built).
    expect(functions?.predeploy).toEqual([
      'npm --prefix "$RESOURCE_DIR" run build',
      'node "$PROJECT_DIR/scripts/firebase/site-bundle.mjs"',
    ]);
    // Compiled code is deployed: lib/ must not be ignored, the tests need not be uploaded. firebase-tools matches
    // a pattern without a slash against every file's base name, so nothing may name lib/site-bundle either.
    expect(functions?.ignore).toEqual(expect.arrayContaining(['node_modules', 'test']));
    expect(functions?.ignore).not.toContain('lib');
    expect(functions?.ignore?.some((pattern) => /site-bundle|entry/.test(pattern))).toBe(false);
  });

  it('functions/package.json: Node 22, lib/index.js, the pinned SDK versions', () => {
    const pkg = JSON.parse(read('functions/package.json')) as {
      main: string;
      engines: { node: string };
      scripts: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(pkg.main).toBe('lib/index.js');
    expect(pkg.engines.node).toBe('22');
    expect(pkg.scripts.build).toContain('tsc');
    expect(pkg.dependencies['firebase-functions']).toMatch(/^7\.4\./);
    expect(pkg.dependencies['firebase-admin']).toMatch(/^13\./);
  });

  it('CI installs them with the root install (postinstall), from their lock file', () => {
    const root = JSON.parse(read('package.json')) as { scripts: Record<string, string> };
    expect(root.scripts.postinstall).toBe(
      'npm ci --prefix functions --no-audit --no-fund && npm ci --prefix scripts/functions-runtime --no-audit --no-fund',
    );
    // firebase-functions-test declares jest as a peer it does not need: legacy-peer-deps keeps jest out.
    expect(read('functions/.npmrc')).toContain('legacy-peer-deps=true');
  });
});
