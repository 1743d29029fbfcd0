#!/usr/bin/env node
/**
 * npm run test:hosting [-- --build demo|firebase|both] [-- vitest args...]
 *
 * The hosting tests (tests/hosting, vitest.hosting.config.ts) against the real Firebase Hosting emulator, under
 * the emulator lock (scripts/emulators/lock.mjs):
 * - demo (default): dist/ as npm test's build step makes it (built here when missing); every hosting test.
 * - firebase: a Firebase build (scripts/hosting/firebase-build.mjs: dummy Firebase values, so the Firebase code
 *   paths run) made into node_modules/.cache/hosting/dist-firebase; the CSP tests, and the pages from Firestore
 *   (tests/hosting/firebase-pages.test.ts). Every page of that build comes from the pages function: the functions
 *   are built from that build (scripts/hosting/local-functions.mjs) and run in the Functions emulator beside
 *   Hosting, on a seeded Firestore emulator (the Google Cloud CLI's). Without that emulator the run fails with
 *   CI=true and is skipped, loudly, elsewhere.
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
import { FIREBASE_BUILD_ENV, buildFirebaseSite } from './firebase-build.mjs';
import { prepareLocalFunctions } from './local-functions.mjs';
import { runUnderEmulatorLock } from '../emulators/lock.mjs';
import { gcloudFirestoreMissing } from '../emulators/start.mjs';
import { TEST_SITE_URL } from '../lib/test-site.mjs';

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function run(args, env = {}) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status ?? 1;
}

const vitestBin = resolve(ROOT, 'node_modules/vitest/vitest.mjs');

/**
 * The demo build in dist/ as npm test's build step makes it (with VITE_SITE_URL, so sitemap.xml is written); built
 * here when it is missing or was built without the address (a fresh clone, or after a plain `npm run build`).
 */
function ensureDemoBuild() {
  if (existsSync(resolve(ROOT, 'dist/index.html')) && existsSync(resolve(ROOT, 'dist/sitemap.xml'))) return 0;
  console.log(`dist/ is missing or has no sitemap.xml: building it (VITE_SITE_URL=${TEST_SITE_URL} vite build).`);
  return run([resolve(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], { VITE_SITE_URL: TEST_SITE_URL });
}

/** @param {string[]} vitestArgs */
function testDemo(vitestArgs) {
  const built = ensureDemoBuild();
  if (built !== 0) return built;
  console.log('Hosting tests: demo build (dist/)');
  return run([vitestBin, 'run', '--config', 'vitest.hosting.config.ts', ...vitestArgs], { HOSTING_BUILD_KIND: 'demo' });
}

/** @param {string[]} vitestArgs */
function testFirebase(vitestArgs) {
  // Every page of a Firebase build comes from the pages function (it deploys no page file): without a Firestore
  // emulator for it to read there is nothing to test.
  const missing = gcloudFirestoreMissing();
  if (missing) {
    if (/^(1|true)$/i.test(process.env.CI ?? '')) {
      console.error(`The Firebase build's hosting tests need a Firestore emulator: ${missing}`);
      return 1;
    }
    console.warn(
      `\n!!! SKIPPED the Firebase build's hosting tests (its pages come from Firestore): ${missing} With CI=true this is an error.\n`,
    );
    return 0;
  }
  const outDir = resolve(WORK_DIR, 'dist-firebase');
  console.log(`Hosting tests: Firebase build (${outDir})`);
  const built = buildFirebaseSite(outDir);
  if (built !== 0) return built;
  const args = vitestArgs.map((arg) => arg.replace(/^(--outputFile\.json=.*?)(\.json)?$/, '$1-firebase.json'));
  const functionsDir = prepareLocalFunctions({
    siteDir: outDir,
    siteUrl: FIREBASE_BUILD_ENV.VITE_SITE_URL,
    buildEnv: FIREBASE_BUILD_ENV,
    // A save shows on the next request (the tests check content and headers, not the minute the cache adds).
    settingsCacheSeconds: 0,
  });
  const files = ['tests/hosting/csp.test.ts', 'tests/hosting/firebase-build.test.ts', 'tests/hosting/firebase-pages.test.ts'];
  return run([vitestBin, 'run', '--config', 'vitest.hosting.config.ts', ...files, ...args], {
    HOSTING_BUILD_KIND: 'firebase',
    HOSTING_BUILD_DIR: outDir,
    HOSTING_FUNCTIONS_DIR: functionsDir,
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
