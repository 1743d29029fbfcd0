#!/usr/bin/env node
/**
 * The emulator step's tests, run by `npm run test:emulators` inside `npm run emulators` (the emulators already up):
 * 1. tests/emulator (rules, the contract suite on the Firebase adapter, the scripts) on the project's Node
 *    (vitest.emulator.config.ts);
 * 2. the Cloud Functions' handlers (functions/test/emulator) on the Node they deploy on
 *    (scripts/functions-runtime/vitest.mjs --project emulator).
 * Both run even when the first fails; exits non-zero when either does. Vitest arguments pass to both; a JSON report
 * (--outputFile.json=X.json) of the second is written beside the first as X-functions.json. A file filter that
 * names only tests of one side runs that side alone; with a filter, a side where it matches nothing passes.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from './config.mjs';

const given = process.argv.slice(2);
const filters = given.filter((arg) => !arg.startsWith('-'));
/** A filter that starts with functions/ or tests/ names one side; any other may match either. */
const wants = (/** @type {string} */ prefix) =>
  filters.length === 0 || filters.some((filter) => filter.startsWith(prefix) || !/^(functions|tests)\//.test(filter));
// With a filter, the side where it matches nothing is no failure.
const args = filters.length > 0 ? [...given, '--passWithNoTests'] : given;

/** @param {string[]} command */
function run(command) {
  const [file = '', ...rest] = command;
  return spawnSync(file, rest, { cwd: ROOT, stdio: 'inherit' }).status ?? 1;
}

let failed = 0;
if (wants('tests/')) {
  failed |= run([
    process.execPath,
    resolve(ROOT, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--config',
    'vitest.emulator.config.ts',
    ...args,
  ]);
}
if (wants('functions/')) {
  const functionsArgs = args.map((arg) => arg.replace(/^(--outputFile\.json=.*?)(\.json)?$/, '$1-functions.json'));
  failed |= run([process.execPath, resolve(ROOT, 'scripts/functions-runtime/vitest.mjs'), '--project', 'emulator', ...functionsArgs]);
}
process.exit(failed ? 1 : 0);
