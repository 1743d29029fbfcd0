// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { deploy } from '../../scripts/firebase/deploy.mjs';
import { FIRESTORE_LOCATION, type FirebaseBoundary } from '../../scripts/firebase/preflight/checks.mjs';
import { FIREBASE_TOOLS_MODULES } from '../../scripts/firebase/preflight/firebase-boundary.mjs';

/**
 * `npm run deploy`'s pre-flight with firebase-tools faked at its boundary (no network): every failing precondition
 * gives its one line, all at once, and nothing is built or deployed; with everything in place the build starts.
 */
const GOOD_ENV: Record<string, string> = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'jy-prod.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'jy-prod',
  VITE_FIREBASE_STORAGE_BUCKET: 'jy-prod.firebasestorage.app',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_SITE_URL: 'https://jy.example.kr',
  VITE_APPCHECK_SITE_KEY: 'site-key',
};
const GOOD_PARAMS: Record<string, string> = {
  SMTP_CONNECTION_URI: 'smtps://alerts@smtp.example.kr:465',
  DEFAULT_FROM: 'JY <alerts@jy.example.kr>',
  MAIL_COLLECTION: 'mail',
  TEMPLATES_COLLECTION: 'mailTemplates',
  DATABASE_REGION: FIRESTORE_LOCATION,
};

function firebase(overrides: Partial<FirebaseBoundary> = {}): FirebaseBoundary {
  return {
    account: vi.fn(async () => ({ account: 'owner@example.com' })),
    project: vi.fn(async () => ({ projectNumber: '123' })),
    billingEnabled: vi.fn(async () => true),
    firestoreLocation: vi.fn(async () => FIRESTORE_LOCATION),
    secretExists: vi.fn(async () => true),
    ...overrides,
  };
}

async function runDeploy(args: string[], deps: Parameters<typeof deploy>[1] = {}) {
  const lines: string[] = [];
  const run = vi.fn((_file: string, _args: string[]) => 0);
  const code = await deploy(args, {
    firebase: firebase(),
    viteEnv: GOOD_ENV,
    extensionParams: GOOD_PARAMS,
    now: new Date('2026-11-28T00:00:00Z'),
    run,
    log: (line) => lines.push(line),
    warn: (line) => lines.push(line),
    ...deps,
  });
  return { code, run, output: lines.join('\n') };
}

const failureLines = (output: string) => output.split('\n').filter((line) => line.startsWith('  ✖'));

describe('npm run deploy: the pre-flight', () => {
  it('--check with everything in place: every check passes, nothing is built', async () => {
    const { code, run, output } = await runDeploy(['--project', 'jy-prod', '--check']);
    expect(code).toBe(0);
    expect(run).not.toHaveBeenCalled();
    expect(output).toContain('every check passed');
    for (const name of [
      'signed in: owner@example.com',
      'project exists',
      'Blaze plan',
      `Firestore location: ${FIRESTORE_LOCATION}`,
      'functions runtime: nodejs22',
      'push key secret: VAPID_PRIVATE_KEY set',
    ])
      expect(output).toContain(name);
  });

  it('not signed in: says how to sign in, still reports every local problem, and builds nothing', async () => {
    const { code, run, output } = await runDeploy(['--project', 'jy-prod'], {
      firebase: firebase({ account: async () => ({ problem: 'Failed to authenticate, have you run firebase login?' }) }),
      viteEnv: { ...GOOD_ENV, VITE_SITE_URL: '' },
      extensionParams: { ...GOOD_PARAMS, SMTP_CONNECTION_URI: '' },
    });
    expect(code).toBe(2);
    expect(run).not.toHaveBeenCalled();
    const failures = failureLines(output);
    expect(failures).toHaveLength(3);
    expect(failures.join('\n')).toMatch(/site address: Set VITE_SITE_URL/);
    expect(failures.join('\n')).toMatch(/SMTP_CONNECTION_URI is not set/);
    expect(failures.join('\n')).toMatch(/signed in: Run `npx firebase login`/);
    expect(output).toMatch(/… Blaze plan: needs a signed-in account/);
  });

  it('every remote precondition failing at once: no project → the rest wait; Spark plan and no Firestore → both lines', async () => {
    const missing = await runDeploy(['--project', 'jy-prod'], { firebase: firebase({ project: async () => null }) });
    expect(missing.code).toBe(2);
    expect(failureLines(missing.output)).toEqual([
      expect.stringMatching(/project exists: No project jy-prod for owner@example.com: create it/),
    ]);

    const spark = await runDeploy(['--project', 'jy-prod', '--check'], {
      firebase: firebase({ billingEnabled: async () => false, firestoreLocation: async () => null }),
    });
    expect(spark.code).toBe(2);
    expect(failureLines(spark.output)).toEqual([
      expect.stringMatching(/Blaze plan: Upgrade to Blaze: console → ⚙ → Usage and billing/),
      expect.stringMatching(/Firestore location: Create Firestore: .*asia-northeast3/),
    ]);
    const elsewhere = await runDeploy(['--project', 'jy-prod', '--check'], {
      firebase: firebase({ firestoreLocation: async () => 'us-central1' }),
    });
    expect(failureLines(elsewhere.output)).toEqual([
      expect.stringMatching(/Firestore is in us-central1, the functions and alerts expect asia-northeast3/),
    ]);
  });

  it('the push key secret missing: one line naming it; --without-alerts does not ask for it', async () => {
    const secretExists = vi.fn(async () => false);
    const missing = await runDeploy(['--project', 'jy-prod', '--check'], { firebase: firebase({ secretExists }) });
    expect(missing.code).toBe(2);
    expect(failureLines(missing.output)).toEqual([expect.stringMatching(/push key secret: Create the secret VAPID_PRIVATE_KEY/)]);
    expect(secretExists).toHaveBeenCalledWith('jy-prod', 'VAPID_PRIVATE_KEY');

    const asked = vi.fn(async () => false);
    const siteOnly = await runDeploy(['--project', 'jy-prod', '--check', '--without-alerts'], {
      firebase: firebase({ secretExists: asked }),
    });
    expect(siteOnly.code).toBe(0);
    expect(asked).not.toHaveBeenCalled();
  });

  it('a decommissioned runtime in the CLI table and a network failure are lines of their own', async () => {
    const { code, output } = await runDeploy(['--project', 'jy-prod', '--check'], {
      now: new Date('2028-11-01T00:00:00Z'),
      firebase: firebase({ billingEnabled: async () => Promise.reject(new Error('ETIMEDOUT')) }),
    });
    expect(code).toBe(2);
    expect(failureLines(output)).toEqual([
      expect.stringMatching(/functions runtime: Node.js 22 \(nodejs22\) was decommissioned on 2028-10-31/),
      expect.stringMatching(/Blaze plan: Could not ask Firebase \(ETIMEDOUT\)/),
    ]);
  });

  it('refuses a demo project, a build without Firebase values, an emulator host, a project id that differs', async () => {
    const { output } = await runDeploy(['--project', 'demo-x', '--check'], {
      viteEnv: { VITE_SITE_URL: 'https://jy.example.kr', VITE_FIREBASE_EMULATOR_HOST: '127.0.0.1', VITE_APPCHECK_SITE_KEY: 'k' },
    });
    expect(failureLines(output).join('\n')).toMatch(
      /project id: Name the real project[\s\S]*web app config: Put the six[\s\S]*emulator host/,
    );
    const other = await runDeploy(['--project', 'jy-stage', '--check']);
    expect(failureLines(other.output)).toEqual([expect.stringMatching(/VITE_FIREBASE_PROJECT_ID is jy-prod, not jy-stage/)]);
  });

  it('--without-alerts does not need the extension params; with everything in place the build runs first', async () => {
    const { code, run } = await runDeploy(['--project', 'jy-prod', '--without-alerts'], { extensionParams: {} });
    expect(code).toBe(0);
    expect(run.mock.calls[0]).toEqual([expect.stringMatching(/npm/), ['run', 'build']]);
    expect(run.mock.calls.at(-1)?.[1]).toEqual(expect.arrayContaining(['deploy', '--project', 'jy-prod', '--non-interactive']));
  });

  it("the real boundary calls firebase-tools functions that the project's version exports", () => {
    const require = createRequire(resolve(import.meta.dirname, '../../node_modules/firebase-tools/package.json'));
    for (const [file, names] of Object.entries(FIREBASE_TOOLS_MODULES)) {
      const module = require(`./${file}`) as Record<string, unknown>;
      for (const name of names) expect(typeof module[name], `${file} ${name}`).toBe('function');
    }
  });
});
