/**
 * Starts the Auth and Firestore emulators with the project's rules and returns how to reach and stop them.
 *
 * - Java 21+: firebase-tools runs them all itself (callers prefer `firebase emulators:exec`, see run.mjs).
 * - Older Java (this machine has 17): firebase-tools' Auth emulator (plain Node, works offline) plus the Cloud
 *   Firestore emulator of the Google Cloud CLI (`cloud_firestore_emulator`, Java 11+), with firestore.rules.
 *   There is no Storage emulator then (it needs a download and Java 21).
 * - Emulators that already run (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST set and answering)
 *   are used as they are.
 */
import { existsSync } from 'node:fs';
import {
  FIREBASE_CLI,
  FIREBASE_CLI_ENV,
  FIRESTORE_RULES,
  GCLOUD_FIRESTORE_EMULATOR,
  HOST,
  PORTS,
  PROJECT_ID,
  emulatorEnv,
} from './config.mjs';
import { answers, javaMajorVersion, killGroupsNow, startGroup, stopGroup, waitForHttp } from './processes.mjs';

export const MIN_FIREBASE_TOOLS_JAVA = 21;
const MIN_GCLOUD_EMULATOR_JAVA = 11;
const START_TIMEOUT_MS = 90_000;

/**
 * What can run here: 'firebase-tools' (all emulators), 'split' (Auth + gcloud Firestore) or a reason it cannot.
 * @returns {{ kind: 'firebase-tools' | 'split', java: number } | { kind: 'missing', java: number, reason: string }}
 */
export function detectSetup() {
  const java = javaMajorVersion();
  if (!existsSync(FIREBASE_CLI)) return { kind: 'missing', java, reason: 'firebase-tools is not installed (npm install).' };
  if (java >= MIN_FIREBASE_TOOLS_JAVA) return { kind: 'firebase-tools', java };
  if (java < MIN_GCLOUD_EMULATOR_JAVA) {
    return { kind: 'missing', java, reason: `Java ${MIN_FIREBASE_TOOLS_JAVA}+ is needed (found ${java || 'none'}).` };
  }
  if (!existsSync(GCLOUD_FIRESTORE_EMULATOR)) {
    return {
      kind: 'missing',
      java,
      reason:
        `With Java ${java}, the Firestore emulator must come from the Google Cloud CLI (component cloud-firestore-emulator, ` +
        `Debian package google-cloud-cli-firestore-emulator), expected at ${GCLOUD_FIRESTORE_EMULATOR} ` +
        `(or set FIRESTORE_EMULATOR_BIN). Or install Java ${MIN_FIREBASE_TOOLS_JAVA}+.`,
    };
  }
  return { kind: 'split', java };
}

export const HOW_TO_INSTALL =
  `Install Java ${MIN_FIREBASE_TOOLS_JAVA}+ (firebase-tools then runs every emulator), or keep Java 11-20 and install the ` +
  'Google Cloud CLI Firestore emulator (apt-get install google-cloud-cli-firestore-emulator).';

/**
 * The Google Cloud CLI's Firestore emulator with firestore.rules on the Firestore port, in its own process group
 * (its wrapper starts java). Wait for it with waitForHttp(group, firestoreUrl, ...), stop it with stopGroup.
 */
export function startGcloudFirestore() {
  return startGroup(
    'firestore',
    GCLOUD_FIRESTORE_EMULATOR,
    ['start', `--host=${HOST}`, `--port=${PORTS.firestore}`, `--rules=${FIRESTORE_RULES}`],
    {},
  );
}

/**
 * Why the Google Cloud CLI's Firestore emulator cannot run here, or null when it can (Java 11+ and the emulator).
 * @returns {string | null}
 */
export function gcloudFirestoreMissing() {
  const java = javaMajorVersion();
  if (java < MIN_GCLOUD_EMULATOR_JAVA) return `Java ${MIN_GCLOUD_EMULATOR_JAVA}+ is needed (found ${java || 'none'}).`;
  if (!existsSync(GCLOUD_FIRESTORE_EMULATOR))
    return `The Google Cloud CLI's Firestore emulator is not at ${GCLOUD_FIRESTORE_EMULATOR} (apt-get install google-cloud-cli-firestore-emulator, or set FIRESTORE_EMULATOR_BIN).`;
  return null;
}

/** Where the Firestore emulator answers (HOST:PORT, as FIRESTORE_EMULATOR_HOST wants it). */
export const FIRESTORE_HOST = `${HOST}:${PORTS.firestore}`;

async function alreadyRunning() {
  const firestore = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!firestore || !auth) return false;
  return (await answers(`http://${firestore}/`)) && (await answers(`http://${auth}/`));
}

/**
 * Starts what is needed. Resolves to { env, storage, stop }; stop() is safe to call more than once.
 * `withStorage` asks for the Storage emulator too (only possible with firebase-tools on Java 21+).
 */
export async function startEmulators({ withStorage = false, setup = detectSetup() } = {}) {
  if (await alreadyRunning()) {
    return { env: {}, storage: Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST), stop: async () => {}, how: 'already running' };
  }
  for (const [name, port] of Object.entries(PORTS)) {
    if ((name !== 'storage' || withStorage) && (await answers(`http://${HOST}:${port}/`))) {
      throw new Error(
        `Port ${port} (${name} emulator) is already in use: is \`npm run dev:emulators\` running? Stop what runs there, or export ` +
          'its *_EMULATOR_HOST variables to use it (tests clear its data). npm run admin:grant / admin:create find a running ' +
          'Auth emulator by themselves: run them directly, without `npm run emulators --`.',
      );
    }
  }
  /** @type {import('./processes.mjs').StartedGroup[]} */
  const groups = [];
  const onExit = () => killGroupsNow(groups);
  process.on('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    await Promise.all(groups.splice(0).map((group) => stopGroup(group)));
  };

  try {
    if (setup.kind === 'firebase-tools') {
      const only = withStorage ? 'auth,firestore,storage' : 'auth,firestore';
      groups.push(
        startGroup(
          'firebase',
          process.execPath,
          [FIREBASE_CLI, 'emulators:start', '--only', only, '--project', PROJECT_ID],
          FIREBASE_CLI_ENV,
        ),
      );
      await Promise.all([
        waitForHttp(groups[0], `http://${HOST}:${PORTS.auth}/`, START_TIMEOUT_MS),
        waitForHttp(groups[0], `http://${HOST}:${PORTS.firestore}/`, START_TIMEOUT_MS),
        ...(withStorage ? [waitForHttp(groups[0], `http://${HOST}:${PORTS.storage}/`, START_TIMEOUT_MS)] : []),
      ]);
      return { env: emulatorEnv({ storage: withStorage }), storage: withStorage, stop, how: 'firebase-tools' };
    }
    const firestore = startGcloudFirestore();
    groups.push(firestore);
    const auth = startGroup(
      'auth',
      process.execPath,
      [FIREBASE_CLI, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID],
      FIREBASE_CLI_ENV,
    );
    groups.push(auth);
    await Promise.all([
      waitForHttp(firestore, `http://${HOST}:${PORTS.firestore}/`, START_TIMEOUT_MS),
      waitForHttp(auth, `http://${HOST}:${PORTS.auth}/`, START_TIMEOUT_MS),
    ]);
    return { env: emulatorEnv(), storage: false, stop, how: 'firebase-tools Auth + Google Cloud CLI Firestore' };
  } catch (error) {
    await stop();
    throw error;
  }
}
