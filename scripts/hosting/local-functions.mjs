/**
 * The Cloud Functions beside the Hosting emulator, for the hosting tests and the sitemap measurement:
 * - prepareLocalFunctions: a deployable-like copy in node_modules/.cache/hosting/functions: package.json, lib/
 *   compiled from functions/src and the rules it shares with the app (functions/tsconfig.shared.json), lib/site-bundle/
 *   built from a given site build (scripts/firebase/site-bundle.mjs, with the same VITE_* variables), node_modules
 *   linked to functions/node_modules, .env.<project> with SITE_URL (the functions' param) and .secret.local with a
 *   stand-in for the push secret. The Functions emulator
 *   loads it as firebase deploy would upload functions/; the worktree's functions/lib and functions/.env* are left
 *   alone (only the shared code's declarations are written to functions/.types).
 * - startLocalFirestore: the Firestore emulator they read (the Google Cloud CLI's, on firebase.json's port).
 * - localFunctions: startHostingEmulator's `functions` option for that copy and that Firestore.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { answers, stopGroup, waitForHttp } from '../emulators/processes.mjs';
import { FIRESTORE_HOST, startGcloudFirestore } from '../emulators/start.mjs';
import { HOSTING_PROJECT_ID, WORK_DIR } from './hosting-emulator.mjs';

export const LOCAL_FUNCTIONS_DIR = resolve(WORK_DIR, 'functions');

/**
 * @param {string[]} args
 * @param {NodeJS.ProcessEnv} env
 */
function runNode(args, env = {}) {
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`Failed (${result.status}): node ${args.join(' ')}`);
}

/**
 * @param {{ siteDir: string, siteUrl: string, buildEnv: NodeJS.ProcessEnv, settingsCacheSeconds?: number }} options
 *   the built site, the functions' SITE_URL, the VITE_* variables the site was built with, and how long the pages
 *   function keeps the site settings it read (default: as deployed, a minute; the hosting tests say 0, so a save
 *   shows on the next request without waiting out the minute)
 * @returns {string} the folder
 */
export function prepareLocalFunctions({ siteDir, siteUrl, buildEnv, settingsCacheSeconds }) {
  const dir = LOCAL_FUNCTIONS_DIR;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  copyFileSync(resolve(ROOT, 'functions/package.json'), resolve(dir, 'package.json'));
  symlinkSync(resolve(ROOT, 'functions/node_modules'), resolve(dir, 'node_modules'), 'dir');
  const cache = settingsCacheSeconds === undefined ? '' : `SITE_SETTINGS_CACHE_SECONDS=${settingsCacheSeconds}\n`;
  writeFileSync(resolve(dir, `.env.${HOSTING_PROJECT_ID}`), `SITE_URL=${siteUrl}\n${cache}`);
  // The push functions' secret (functions/src/config.ts), so the emulator never asks Secret Manager for it (offline
  // here). No VAPID_PUBLIC_KEY is set, so nothing is pushed: configuredPushSender needs both.
  writeFileSync(resolve(dir, '.secret.local'), 'VAPID_PRIVATE_KEY=not-set-in-the-emulator\n');
  // As `npm --prefix functions run build`: the code shared with the app first (its declarations go to
  // functions/.types, which the second step compiles against), then functions/src.
  const tsc = resolve(ROOT, 'functions/node_modules/typescript/bin/tsc');
  runNode([tsc, '-p', resolve(ROOT, 'functions/tsconfig.shared.json'), '--outDir', resolve(dir, 'lib/app')]);
  runNode([tsc, '-p', resolve(ROOT, 'functions/tsconfig.build.json'), '--outDir', resolve(dir, 'lib')]);
  runNode([resolve(ROOT, 'scripts/firebase/site-bundle.mjs'), '--site', siteDir, '--out', resolve(dir, 'lib/site-bundle')], buildEnv);
  return dir;
}

const FIRESTORE_START_TIMEOUT_MS = 90_000;

/**
 * The Firestore emulator for local functions, answering at FIRESTORE_HOST (callers hold the emulator lock, so its
 * port is free). Stop it with stopGroup.
 * @returns {Promise<import('../emulators/processes.mjs').StartedGroup>}
 */
export async function startLocalFirestore() {
  if (await answers(`http://${FIRESTORE_HOST}/`)) throw new Error(`${FIRESTORE_HOST} (Firestore emulator) is already in use.`);
  const group = startGcloudFirestore();
  try {
    await waitForHttp(group, `http://${FIRESTORE_HOST}/`, FIRESTORE_START_TIMEOUT_MS);
  } catch (error) {
    await stopGroup(group);
    throw error;
  }
  return group;
}

/**
 * startHostingEmulator's `functions` option: the copy in `dir`, reading the local Firestore emulator, ready once the
 * sitemap (a rewrite to sitePages) answers 200.
 * @param {string} dir
 * @returns {import('./hosting-emulator.mjs').LocalFunctions}
 */
export function localFunctions(dir) {
  return { dir, env: { FIRESTORE_EMULATOR_HOST: FIRESTORE_HOST, GCLOUD_PROJECT: HOSTING_PROJECT_ID }, readyPath: '/sitemap.xml' };
}
