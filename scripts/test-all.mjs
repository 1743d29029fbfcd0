#!/usr/bin/env node
/**
 * npm test: every check the project has, in order, stopping at the first failure:
 * typecheck, lint, unit/component/contract tests (jsdom + demo backend), production build, CSP hash check,
 * browser tests (Debian Chromium on the build), hosting tests (the build on the Firebase Hosting emulator with
 * firebase.json's headers: caching, 404s, a deploy under an open tab, the CSP in Chromium for the demo build and a
 * Firebase build), emulator tests (Firebase adapter contract + security rules + the Cloud Functions' handlers).
 * The Cloud Functions package (functions/, installed by the root postinstall) is type-checked and linted with the
 * rest; its unit tests (functions/test/unit, right after the unit step) and its handler tests (in the emulator step)
 * run on the Node.js the functions deploy on (scripts/functions-runtime: Node 22, installed by npm ci).
 * Ends with one line counting the tests: "Tests: N passed, N failed".
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { TEST_SITE_URL } from './lib/test-site.mjs';

const resultsDir = 'test-results';
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

/**
 * A vitest run that also writes its JSON report to test-results/{name}.json.
 * @param {string} name
 * @param {...string} args
 * @returns {[string, string[]]}
 */
const vitest = (name, ...args) => [
  'npx',
  ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${resultsDir}/${name}.json`],
];

/** @type {{ name: string, command: [string, string[]], when?: () => boolean, env?: Record<string, string> }[]} */
const steps = [
  { name: 'typecheck', command: ['npx', ['tsc', '-b', '--pretty']] },
  { name: 'lint', command: ['npm', ['run', 'lint']] }, // ESLint, Prettier, dead code (knip), import circles (dependency-cruiser)
  { name: 'unit', command: vitest('unit') },
  // The Cloud Functions' unit tests, on the Node.js they deploy on (scripts/functions-runtime).
  {
    name: 'functions',
    command: [
      'node',
      [
        'scripts/functions-runtime/vitest.mjs',
        '--project',
        'unit',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resultsDir}/functions.json`,
      ],
    ],
  },
  // With a public address, as a production build: absolute canonical and Open Graph URLs, sitemap.xml.
  { name: 'build', command: ['npx', ['vite', 'build', '--logLevel', 'warn']], env: { VITE_SITE_URL: TEST_SITE_URL } },
  // The CSP in firebase.json must list the hash of index.html's inline start-up script (and no page may have another).
  { name: 'csp', command: ['node', ['scripts/firebase/csp-hash.mjs', '--check']] },
  { name: 'browser', command: vitest('browser', '--config', 'vitest.e2e.config.ts') },
  // Takes the emulator lock itself (scripts/emulators/lock.mjs); builds the Firebase variant for its CSP tests, and
  // its functions for the pages from Firestore (Functions and Firestore emulators beside Hosting).
  {
    name: 'hosting',
    command: [
      'node',
      [
        'scripts/hosting/test.mjs',
        '--build',
        'both',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resultsDir}/hosting.json`,
      ],
    ],
  },
  {
    name: 'emulators',
    // tests/emulator on this Node, then the functions' handlers on theirs (scripts/emulators/tests.mjs).
    command: [
      'node',
      [
        'scripts/emulators/run.mjs',
        '--',
        'node',
        'scripts/emulators/tests.mjs',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${resultsDir}/emulators.json`,
      ],
    ],
    when: () => existsSync('scripts/emulators/run.mjs'),
  },
];

/** @type {string | null} */
let failedStep = null;
for (const step of steps) {
  if (step.when && !step.when()) continue;
  const [command, args] = step.command;
  console.log(`\n▶ ${step.name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${step.name} failed after ${seconds}s`);
    failedStep = step.name;
    break;
  }
  console.log(`✔ ${step.name} (${seconds}s)`);
}

let passed = 0;
let failed = 0;
for (const name of ['unit', 'functions', 'browser', 'hosting', 'hosting-firebase', 'emulators', 'emulators-functions']) {
  const file = `${resultsDir}/${name}.json`;
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
}
if (failedStep && failed === 0) failed = 1; // a failed non-test step (typecheck, lint, build) counts as a failure
console.log(failedStep ? `\nFailed at step: ${failedStep}` : '\nAll steps passed.');
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
