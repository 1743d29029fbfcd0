#!/usr/bin/env node
/**
 * npm run dev:emulators [-- <vite options>]
 *
 * The site on the Firebase adapter without a real project: starts the emulators (scripts/emulators/start.mjs),
 * seeds them with the sample data and admin@example.com / demo1234 (seed-emulator.mjs), then runs `vite` with
 * VITE_FIREBASE_* pointing at the demo project and VITE_FIREBASE_EMULATOR_HOST set. Ctrl-C stops everything.
 * Without a Storage emulator (Java < 21) image uploads fail with upload/failed; everything else works.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { HOST, PROJECT_ID, ROOT } from '../emulators/config.mjs';
import { HOW_TO_INSTALL, detectSetup, startEmulators } from '../emulators/start.mjs';
import { seedEmulators } from './seed-emulator.mjs';

const setup = detectSetup();
if (setup.kind === 'missing') {
  console.error(`Firebase emulators are not available: ${setup.reason}\n${HOW_TO_INSTALL}\n(npm run dev runs the site on the embedded demo backend.)`);
  process.exit(1);
}

const emulators = await startEmulators({ withStorage: setup.kind === 'firebase-tools' });
/** @type {import('node:child_process').ChildProcess | undefined} */
let vite;
const shutdown = async (/** @type {number} */ code) => {
  vite?.kill('SIGTERM');
  await emulators.stop();
  process.exit(code);
};
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

try {
  Object.assign(process.env, emulators.env);
  await seedEmulators(PROJECT_ID);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await shutdown(1);
}

if (!emulators.storage) console.warn('No Storage emulator here (needs Java 21+): image uploads will fail with upload/failed.');

const viteEnv = {
  ...process.env,
  VITE_FIREBASE_API_KEY: 'demo-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT_ID}.firebaseapp.com`,
  VITE_FIREBASE_PROJECT_ID: PROJECT_ID,
  VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT_ID}.appspot.com`,
  VITE_FIREBASE_MESSAGING_SENDER_ID: '0',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
  VITE_FIREBASE_EMULATOR_HOST: HOST,
};
vite = spawn(process.execPath, [resolve(ROOT, 'node_modules/vite/bin/vite.js'), ...process.argv.slice(2)], { cwd: ROOT, env: viteEnv, stdio: 'inherit' });
vite.on('exit', (code) => void shutdown(code ?? 0));
