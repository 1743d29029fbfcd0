/**
 * The Firebase Hosting emulator (firebase-tools, plain Node, offline) serving a build the way `npm run deploy`
 * would publish it: exactly the files `firebase deploy` uploads (hosting.ignore applied; the emulator itself
 * ignores it), with firebase.json's headers plus the build's immutable rule (scripts/firebase/hosting-config.mjs).
 *
 * It runs from a scratch project folder (node_modules/.cache/hosting/project): firebase.json there is the
 * deployed config with "public" pointed at `site`, a symbolic link to one release folder (releases/N, a copy of
 * a build). Publishing another build (a deploy under an open tab) copies it into a new release folder and swaps the
 * link with one rename, which is atomic: every request the emulator is serving reads either the old release or the
 * new one, whole. Replacing the served folder in place (remove, then copy) let requests open files that were just
 * removed, and under load the emulator died of the unhandled read error. Old releases stay on disk until the next
 * start, so no request in flight loses its file.
 * Ports: firebase.json's emulators.hosting (5000) and the emulator hub's: run under the machine's emulator lock
 * (scripts/emulators/lock.mjs).
 *
 * With `functions` (a Firebase build), the Functions emulator runs beside it from that folder (built functions and
 * site bundle), on the Node.js the functions deploy on (scripts/functions-runtime), so Hosting hands the rewritten paths (photo pages, sitemap) to the local sitePages; its Firestore is
 * whatever FIRESTORE_EMULATOR_HOST in `functions.env` names (the functions' child process inherits it). Without
 * it, the function rewrites are left out (Hosting would otherwise call the live function): a path they covered is
 * then a plain file or the 404 page, as in the demo build.
 */
import { lstatSync, mkdirSync, readlinkSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { FIREBASE_CLI, FIREBASE_CLI_ENV, HOST, ROOT } from '../emulators/config.mjs';
import { answers, startGroup, stopGroup, waitForHttp } from '../emulators/processes.mjs';
import { copyDeployedFiles, hostingConfigForBuild, readFirebaseJson, withoutFunctionRewrites } from '../firebase/hosting-config.mjs';
import { configuredRuntime, findFunctionsNode } from '../functions-runtime/node.mjs';

export const HOSTING_PROJECT_ID = 'demo-jy-construction';
export const WORK_DIR = resolve(ROOT, 'node_modules/.cache/hosting');
const START_TIMEOUT_MS = 60_000;

/** The scratch project the emulator runs from; `site` in it is the link to the release being served. */
export const HOSTING_PROJECT_DIR = resolve(WORK_DIR, 'project');
const SITE_LINK = 'site';
const RELEASES_DIR = 'releases';

/**
 * Serves another build from now on, as a deploy does: copies the files `firebase deploy` would upload into a new
 * release folder, then points the `site` link at it with one atomic rename. Safe while the emulator serves; any
 * process may call it (the hosting tests call it from their workers).
 * @param {string} buildDir the built site to publish
 * @param {{ projectDir?: string, ignore?: string[] }} [options]
 * @returns {string} the release folder now served
 */
export function publishRelease(buildDir, { projectDir = HOSTING_PROJECT_DIR, ignore = readFirebaseJson().hosting.ignore ?? [] } = {}) {
  const name = `${Date.now()}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const release = resolve(projectDir, RELEASES_DIR, name);
  copyDeployedFiles(buildDir, release, ignore);
  const nextLink = resolve(projectDir, `${SITE_LINK}.${name}`);
  symlinkSync(`${RELEASES_DIR}/${name}`, nextLink, 'dir');
  renameSync(nextLink, resolve(projectDir, SITE_LINK));
  return release;
}

/**
 * The release folder being served now.
 * @param {string} [projectDir]
 */
export function servedRelease(projectDir = HOSTING_PROJECT_DIR) {
  return resolve(projectDir, readlinkSync(resolve(projectDir, SITE_LINK)));
}

/**
 * Serves a release published earlier again (an earlier publishRelease result), with the same atomic swap.
 * @param {string} release
 * @param {string} [projectDir]
 */
export function restoreRelease(release, projectDir = HOSTING_PROJECT_DIR) {
  const nextLink = resolve(projectDir, `${SITE_LINK}.restore-${process.pid}-${Date.now()}`);
  symlinkSync(`${RELEASES_DIR}/${basename(release)}`, nextLink, 'dir');
  renameSync(nextLink, resolve(projectDir, SITE_LINK));
}

/**
 * @typedef {object} HostingEmulator
 * @property {string} url          e.g. http://127.0.0.1:5000 (no trailing slash)
 * @property {string} projectDir   the scratch project (publishRelease's projectDir)
 * @property {() => Promise<void>} stop
 */

/**
 * @typedef {object} LocalFunctions
 * @property {string} dir  a functions folder (package.json, lib/ with the site bundle, node_modules, .env.<project>)
 * @property {NodeJS.ProcessEnv} env  for the emulators' process and so the functions' (FIRESTORE_EMULATOR_HOST)
 * @property {string} readyPath  a rewritten path that answers 200 once the functions are loaded
 */

/** @typedef {{ hosting?: { port?: number }, functions?: { port?: number } }} EmulatorPorts */

/**
 * @param {{ buildDir?: string, functions?: LocalFunctions }} [options] the built site (default dist/); local functions
 * @returns {Promise<HostingEmulator>}
 */
export async function startHostingEmulator({ buildDir = resolve(ROOT, 'dist'), functions } = {}) {
  const firebaseJson = readFirebaseJson();
  const ports = /** @type {EmulatorPorts} */ (firebaseJson.emulators ?? {});
  const port = Number(ports.hosting?.port ?? 5000);
  const functionsPort = Number(ports.functions?.port ?? 5001);
  const url = `http://${HOST}:${port}`;
  if (await answers(`${url}/`)) throw new Error(`Port ${port} (Hosting emulator) is already in use.`);
  if (functions && (await answers(`http://${HOST}:${functionsPort}/`)))
    throw new Error(`Port ${functionsPort} (Functions emulator) is already in use.`);

  const projectDir = HOSTING_PROJECT_DIR;
  // A fresh start: no release of an earlier run is served or kept (an older layout had a real `site` folder).
  rmSync(resolve(projectDir, RELEASES_DIR), { recursive: true, force: true });
  if (isPresent(resolve(projectDir, SITE_LINK))) rmSync(resolve(projectDir, SITE_LINK), { recursive: true, force: true });
  publishRelease(buildDir, { projectDir, ignore: firebaseJson.hosting.ignore ?? [] });

  // The deployed config, served from the copy; only the Hosting emulator, without the UI (a download).
  const built = hostingConfigForBuild(firebaseJson, buildDir);
  const config = functions ? built : withoutFunctionRewrites(built);
  config.hosting.public = SITE_LINK;
  const projectConfig = {
    hosting: config.hosting,
    ...(functions
      ? { functions: [{ source: relative(projectDir, functions.dir), codebase: 'default', runtime: configuredRuntime() }] }
      : {}),
    emulators: {
      hosting: { host: HOST, port },
      ...(functions ? { functions: { host: HOST, port: functionsPort } } : {}),
      ui: { enabled: false },
    },
  };
  mkdirSync(projectDir, { recursive: true });
  writeFileSync(resolve(projectDir, 'firebase.json'), `${JSON.stringify(projectConfig, null, 2)}\n`);

  const only = functions ? 'hosting,functions' : 'hosting';
  // firebase-tools runs the functions on the Node that runs it when its major is the runtime's: the deployed one.
  const node = functions ? findFunctionsNode() : { path: process.execPath };
  if ('problem' in node) throw new Error(node.problem);
  const group = startGroup(
    'hosting',
    node.path,
    [FIREBASE_CLI, 'emulators:start', '--only', only, '--project', HOSTING_PROJECT_ID, '--config', resolve(projectDir, 'firebase.json')],
    // CI=1: firebase-tools then skips fetching its message of the day (nothing leaves 127.0.0.1).
    { ...FIREBASE_CLI_ENV, CI: '1', ...functions?.env },
  );
  try {
    await waitForHttp(group, `${url}/`, START_TIMEOUT_MS);
    if (functions) await waitForHttp(group, `${url}${functions.readyPath}`, START_TIMEOUT_MS, (status) => status === 200);
  } catch (error) {
    await stopGroup(group);
    throw error;
  }
  return { url, projectDir, stop: () => stopGroup(group) };
}

/**
 * True when something (a file, a folder or a link, even a broken one) exists at `path`.
 * @param {string} path
 */
function isPresent(path) {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}
