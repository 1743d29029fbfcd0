#!/usr/bin/env node
/**
 * npm run deploy -- --project <real-project-id> [--allow-demo-build]
 *
 * 1. `npm run build` (the VITE_FIREBASE_* variables of .env.production / the environment must be set, otherwise
 *    the build would ship the embedded demo backend: refused unless --allow-demo-build);
 * 2. checks that firebase.json's Content-Security-Policy lists the hash of dist/index.html's inline script
 *    (scripts/firebase/csp-hash.mjs);
 * 3. writes firebase.deploy.json: firebase.json plus immutable caching for exactly this build's hashed files
 *    (scripts/firebase/hosting-config.mjs explains why this cannot be a glob in firebase.json);
 * 4. `firebase deploy --config firebase.deploy.json --only hosting,firestore:rules,firestore:indexes,storage --project <id>`.
 * Sign in first with `npx firebase login` (or set GOOGLE_APPLICATION_CREDENTIALS / FIREBASE_TOKEN in CI).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { FIREBASE_CLI, ROOT } from '../emulators/config.mjs';

const args = process.argv.slice(2);
const projectFlag = args.indexOf('--project');
const project = projectFlag >= 0 ? args[projectFlag + 1] : undefined;

/**
 * Runs a command with inherited output; exits with its code when it fails.
 * @param {string} file
 * @param {string[]} fileArgs
 */
function run(file, fileArgs) {
  const result = spawnSync(file, fileArgs, { cwd: ROOT, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!project || project.startsWith('demo-')) {
  console.error('Usage: npm run deploy -- --project <real-project-id>   (demo-* ids are for the emulators only)');
  process.exit(2);
}
const env = loadEnv('production', ROOT, 'VITE_');
if (!(env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID) && !args.includes('--allow-demo-build')) {
  console.error('VITE_FIREBASE_API_KEY and VITE_FIREBASE_PROJECT_ID are not set (.env / .env.production): the build would use the demo backend.');
  process.exit(2);
}
if (env.VITE_FIREBASE_EMULATOR_HOST) {
  console.error('VITE_FIREBASE_EMULATOR_HOST is set for production: unset it before deploying.');
  process.exit(2);
}

run(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build']);
run(process.execPath, [resolve(ROOT, 'scripts/firebase/csp-hash.mjs'), '--check']);
run(process.execPath, [resolve(ROOT, 'scripts/firebase/hosting-config.mjs'), '--out', 'firebase.deploy.json']);
run(process.execPath, [FIREBASE_CLI, 'deploy', '--config', 'firebase.deploy.json', '--only', 'hosting,firestore:rules,firestore:indexes,storage', '--project', project, '--non-interactive']);
