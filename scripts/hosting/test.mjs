#!/usr/bin/env node
/**
 * npm run test:hosting [-- --build demo|firebase|both] [-- vitest args...]
 *
 * The hosting tests (tests/hosting, vitest.hosting.config.ts) against the real Firebase Hosting emulator, under
 * the emulator lock (scripts/emulators/lock.mjs):
 * - demo (default): dist/ as `npm run build` made it (build first); every hosting test.
 * - firebase: a Firebase build (all six VITE_FIREBASE_* set to dummy values, plus dummy App Check and NAVER Maps
 *   keys so their code paths run) made into node_modules/.cache/hosting/dist-firebase; the CSP tests only.
 *   Nothing leaves 127.0.0.1: the browser aborts every other request (after the CSP has judged it).
 * - both: demo, then firebase (what npm test runs).
 * Extra arguments go to vitest (e.g. --reporter=json --outputFile.json=...); with `both` the JSON report of the
 * second run is written beside the first with a "-firebase" suffix.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { WORK_DIR } from './hosting-emulator.mjs';
import { runUnderEmulatorLock } from '../emulators/lock.mjs';
import { TEST_SITE_URL } from '../lib/test-site.mjs';

/** Dummy Firebase web config: the build selects the Firebase backend; no request can reach a real project. */
export const FIREBASE_BUILD_ENV = {
  VITE_FIREBASE_API_KEY: 'dummy-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-jy-construction.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-jy-construction',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-jy-construction.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_APPCHECK_SITE_KEY: 'dummy-recaptcha-site-key',
  VITE_NAVER_MAP_CLIENT_ID: 'dummy-naver-client-id',
  // A Firebase build needs the site's public address (canonical URLs, sitemap.xml).
  VITE_SITE_URL: TEST_SITE_URL,
};

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const vitestBin = resolve(ROOT, 'node_modules/vitest/vitest.mjs');

/** @param {string[]} vitestArgs */
function testDemo(vitestArgs) {
  if (!existsSync(resolve(ROOT, 'dist/index.html'))) {
    console.error('dist/ is missing: run `npm run build` first.');
    return 1;
  }
  if (!existsSync(resolve(ROOT, 'dist/sitemap.xml'))) {
    console.error(`dist/ was built without VITE_SITE_URL (no sitemap.xml): build with VITE_SITE_URL=${TEST_SITE_URL} npx vite build (npm test does).`);
    return 1;
  }
  console.log('Hosting tests: demo build (dist/)');
  return run([vitestBin, 'run', '--config', 'vitest.hosting.config.ts', ...vitestArgs], { HOSTING_BUILD_KIND: 'demo' });
}

/** @param {string[]} vitestArgs */
function testFirebase(vitestArgs) {
  const outDir = resolve(WORK_DIR, 'dist-firebase');
  console.log(`Hosting tests: Firebase build (${outDir})`);
  const built = run([resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], FIREBASE_BUILD_ENV);
  if (built !== 0) return built;
  const args = vitestArgs.map((arg) => arg.replace(/^(--outputFile\.json=.*?)(\.json)?$/, '$1-firebase.json'));
  return run([vitestBin, 'run', '--config', 'vitest.hosting.config.ts', 'tests/hosting/csp.test.ts', ...args], {
    HOSTING_BUILD_KIND: 'firebase',
    HOSTING_BUILD_DIR: outDir,
  });
}

function main() {
  const locked = runUnderEmulatorLock();
  if (locked !== null) return locked;
  const args = process.argv.slice(2);
  const buildFlag = args.indexOf('--build');
  const build = buildFlag >= 0 ? args[buildFlag + 1] : 'demo';
  const vitestArgs = buildFlag >= 0 ? args.filter((_, index) => index !== buildFlag && index !== buildFlag + 1) : args;
  if (build === 'demo') return testDemo(vitestArgs);
  if (build === 'firebase') return testFirebase(vitestArgs);
  if (build === 'both') return testDemo(vitestArgs) || testFirebase(vitestArgs);
  console.error(`--build ${build}: expected demo, firebase or both`);
  return 2;
}

process.exit(main());
