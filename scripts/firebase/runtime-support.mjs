/**
 * Whether the Cloud Functions' runtime (firebase.json) can still be deployed: firebase-tools refuses a runtime past
 * its decommission date (`Runtime Node.js 20 was decommissioned on 2026-10-30`), by its own table of runtimes. That
 * table is read here from the project's firebase-tools, so the check moves with the CLI version the project pins.
 * Used by the deploy pre-flight (preflight/checks.mjs) and functions/test/unit/runtime.test.ts.
 */
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * @typedef {object} RuntimeEntry
 * @property {string} friendly "Node.js 22"
 * @property {string} status "GA", "deprecated", "decommissioned", ...
 * @property {string} deprecationDate YYYY-MM-DD
 * @property {string} decommissionDate YYYY-MM-DD
 */

/**
 * firebase-tools' table of runtimes (lib/deploy/functions/runtimes/supported/types.js).
 * @param {string} [root]
 * @returns {Record<string, RuntimeEntry>}
 */
export function firebaseToolsRuntimes(root = ROOT) {
  const require = createRequire(resolve(root, 'node_modules/firebase-tools/package.json'));
  return require('./lib/deploy/functions/runtimes/supported/types.js').RUNTIMES;
}

/**
 * Why `runtime` cannot be deployed on `now` by that table (null when it can): unknown to the CLI, or past its
 * decommission date (firebase-tools' guardVersionSupport refuses from that day on).
 * @param {string} runtime
 * @param {Record<string, RuntimeEntry>} table
 * @param {Date} now
 * @returns {string | null}
 */
export function runtimeProblem(runtime, table, now) {
  const entry = table[runtime];
  if (!entry) return `${runtime} is not a runtime this firebase-tools knows (${Object.keys(table).join(', ')}).`;
  if (now >= new Date(entry.decommissionDate)) {
    const newer = Object.entries(table)
      .filter(([name, other]) => name.startsWith('nodejs') && now < new Date(other.decommissionDate))
      .map(([name]) => name);
    return (
      `${entry.friendly} (${runtime}) was decommissioned on ${entry.decommissionDate}: firebase-tools refuses to deploy it. ` +
      `Move firebase.json's runtime and functions/package.json's engines to ${newer.join(' or ') || 'a supported runtime'}.`
    );
  }
  return null;
}
