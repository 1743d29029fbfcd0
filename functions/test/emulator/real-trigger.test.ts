import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIREBASE_CLI, ROOT } from '../../../scripts/emulators/config.mjs';
import { javaMajorVersion } from '../../../scripts/emulators/processes.mjs';
import { configuredRuntime } from '../../../scripts/functions-runtime/node.mjs';

/**
 * The REAL trigger dispatch: `firebase emulators:exec --only functions,firestore,storage` loads the built functions
 * (functions/lib), and a probe (support/trigger-probe.mjs) writes an inquiry and waits for the mail document, then
 * deletes it and waits for its photo to leave the Storage emulator. firebase-tools runs the Firestore and Storage
 * emulators, and so dispatches Firestore triggers, only on Java 21+: without it this test is SKIPPED (loudly);
 * the handlers themselves are tested on every machine (on-inquiry-created.test.ts, on-inquiry-deleted.test.ts).
 * Its emulators use their own ports (below), so it runs inside the Java 21 emulator run of `npm run test:emulators`.
 */
const JAVA = javaMajorVersion();
const HAS_JAVA_21 = JAVA >= 21;
const PROJECT = 'demo-jy-functions-e2e';
const SITE_URL = 'https://probe.example.kr';
const CONFIG = resolve(ROOT, '.firebase-functions-e2e.json');
const ENV_FILE = resolve(ROOT, `functions/.env.${PROJECT}`);

if (!HAS_JAVA_21) {
  const bar = '!'.repeat(100);
  console.warn(
    `\n${bar}\n! SKIPPED: the real Firestore trigger dispatch (emulators:exec with the functions emulator) needs Java 21+;` +
      ` found ${JAVA || 'none'}.\n! The function handlers were tested with firebase-functions-test instead.\n${bar}\n`,
  );
}

/** firebase.json's functions and rules with ports of their own (the outer emulator run holds the usual ones). */
function writeConfig(): void {
  const config = {
    functions: [{ source: 'functions', codebase: 'default', runtime: configuredRuntime() }],
    firestore: { rules: 'firestore.rules' },
    storage: { rules: 'storage.rules' },
    emulators: {
      singleProjectMode: false,
      hub: { host: '127.0.0.1', port: 4410 },
      logging: { host: '127.0.0.1', port: 4510 },
      functions: { host: '127.0.0.1', port: 5101 },
      firestore: { host: '127.0.0.1', port: 8180, websocketPort: 9160 },
      storage: { host: '127.0.0.1', port: 9299 },
      eventarc: { host: '127.0.0.1', port: 9399 },
      ui: { enabled: false },
    },
  };
  writeFileSync(CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  writeFileSync(ENV_FILE, `SITE_URL=${SITE_URL}\n`);
}

describe('the deployed-like triggers (functions emulator)', () => {
  it.skipIf(!HAS_JAVA_21)(
    'a new inquiry writes its mail document; a deleted one loses its photos',
    () => {
      const build = spawnSync('npm', ['--prefix', 'functions', 'run', 'build'], { cwd: ROOT, encoding: 'utf8' });
      expect(build.status, build.stderr).toBe(0);
      writeConfig();
      try {
        const env: NodeJS.ProcessEnv = { ...process.env, PROBE_SITE_URL: SITE_URL, NO_UPDATE_NOTIFIER: '1', CI: '1' };
        // The outer run's emulator hosts must not leak into this one's processes.
        for (const name of ['FIRESTORE_EMULATOR_HOST', 'FIREBASE_AUTH_EMULATOR_HOST', 'FIREBASE_STORAGE_EMULATOR_HOST', 'GCLOUD_PROJECT'])
          delete env[name];
        const run = spawnSync(
          process.execPath,
          [
            FIREBASE_CLI,
            'emulators:exec',
            '--only',
            'functions,firestore,storage',
            '--project',
            PROJECT,
            '--config',
            CONFIG,
            'node functions/test/support/trigger-probe.mjs',
          ],
          { cwd: ROOT, env, encoding: 'utf8', timeout: 240_000 },
        );
        expect(`${run.stdout}\n${run.stderr}`).toContain('trigger probe: OK');
        expect(run.status).toBe(0);
      } finally {
        rmSync(CONFIG, { force: true });
        rmSync(ENV_FILE, { force: true });
      }
    },
    300_000,
  );
});
