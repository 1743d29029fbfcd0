/**
 * The Firebase Hosting emulator (firebase-tools, plain Node, offline) serving a build the way `npm run deploy`
 * would publish it: exactly the files `firebase deploy` uploads (hosting.ignore applied; the emulator itself
 * ignores it), with firebase.json's headers plus the build's immutable rule (scripts/firebase/hosting-config.mjs).
 *
 * It runs from a scratch project folder (node_modules/.cache/hosting/project): firebase.json there is the
 * deployed config with "public" pointed at the copy, so tests may swap the served files without touching dist/.
 * Ports: firebase.json's emulators.hosting (5000) and the emulator hub's: run under the machine's emulator lock
 * (scripts/emulators/lock.mjs).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { FIREBASE_CLI, FIREBASE_CLI_ENV, HOST, ROOT } from '../emulators/config.mjs';
import { answers, startGroup, stopGroup, waitForHttp } from '../emulators/processes.mjs';
import { copyDeployedFiles, hostingConfigForBuild, readFirebaseJson } from '../firebase/hosting-config.mjs';

export const HOSTING_PROJECT_ID = 'demo-jy-construction';
export const WORK_DIR = resolve(ROOT, 'node_modules/.cache/hosting');
const START_TIMEOUT_MS = 60_000;

/**
 * @typedef {object} HostingEmulator
 * @property {string} url          e.g. http://127.0.0.1:5000 (no trailing slash)
 * @property {string} siteDir      the folder being served (a copy of the build)
 * @property {(buildDir: string) => void} replaceSite  serves another build from now on (a deploy, as an open tab sees it)
 * @property {() => Promise<void>} stop
 */

/**
 * @param {{ buildDir?: string }} [options] the built site (default dist/)
 * @returns {Promise<HostingEmulator>}
 */
export async function startHostingEmulator({ buildDir = resolve(ROOT, 'dist') } = {}) {
  const firebaseJson = readFirebaseJson();
  const port = Number(/** @type {{ hosting?: { port?: number } }} */ (firebaseJson.emulators ?? {}).hosting?.port ?? 5000);
  const url = `http://${HOST}:${port}`;
  if (await answers(`${url}/`)) throw new Error(`Port ${port} (Hosting emulator) is already in use.`);

  const projectDir = resolve(WORK_DIR, 'project');
  const siteDir = resolve(projectDir, 'site');
  const ignore = firebaseJson.hosting.ignore ?? [];
  const replaceSite = (/** @type {string} */ dir) => {
    rmSync(siteDir, { recursive: true, force: true });
    copyDeployedFiles(dir, siteDir, ignore);
  };
  replaceSite(buildDir);

  // The deployed config, served from the copy; only the Hosting emulator, without the UI (a download).
  const config = hostingConfigForBuild(firebaseJson, buildDir);
  config.hosting.public = 'site';
  const projectConfig = {
    hosting: config.hosting,
    emulators: { hosting: { host: HOST, port }, ui: { enabled: false } },
  };
  mkdirSync(projectDir, { recursive: true });
  writeFileSync(resolve(projectDir, 'firebase.json'), `${JSON.stringify(projectConfig, null, 2)}\n`);

  const group = startGroup(
    'hosting',
    process.execPath,
    [FIREBASE_CLI, 'emulators:start', '--only', 'hosting', '--project', HOSTING_PROJECT_ID, '--config', resolve(projectDir, 'firebase.json')],
    // CI=1: firebase-tools then skips fetching its message of the day (nothing leaves 127.0.0.1).
    { ...FIREBASE_CLI_ENV, CI: '1' },
  );
  try {
    await waitForHttp(group, `${url}/`, START_TIMEOUT_MS);
  } catch (error) {
    await stopGroup(group);
    throw error;
  }
  return { url, siteDir, replaceSite, stop: () => stopGroup(group) };
}
