#!/usr/bin/env node
/**
 * node scripts/functions-runtime/vitest.mjs --project unit|emulator [vitest args]
 *
 * The Cloud Functions' tests (vitest.functions.config.ts) on the Node.js they deploy on (node.mjs), not on the Node
 * that runs the rest of the project: `unit` is part of npm test's unit step, `emulator` (the handlers on the
 * Firestore emulator) of the emulator step (scripts/emulators/tests.mjs). Exits with vitest's code.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireFunctionsNode } from './node.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const node = requireFunctionsNode();
console.log(`Cloud Functions tests on Node.js ${node.version} (${node.path})`);
const result = spawnSync(
  node.path,
  [resolve(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.functions.config.ts', ...process.argv.slice(2)],
  { cwd: ROOT, stdio: 'inherit' },
);
process.exit(result.status ?? 1);
