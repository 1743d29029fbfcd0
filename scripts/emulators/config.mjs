/**
 * Emulator settings shared by the scripts: the project id and the ports of firebase.json's "emulators" block.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A demo-* project id: the emulators never reach a real project with it. */
export const PROJECT_ID = process.env.GCLOUD_PROJECT || 'demo-jy-construction';
export const HOST = '127.0.0.1';

const firebaseJson = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
const emulators = firebaseJson.emulators ?? {};

export const PORTS = {
  auth: emulators.auth?.port ?? 9099,
  firestore: emulators.firestore?.port ?? 8080,
  storage: emulators.storage?.port ?? 9199,
  functions: emulators.functions?.port ?? 5001,
};

/** Port of the Emulator UI, or null when firebase.json turns it off (it is a download: off here). */
export const UI_PORT = emulators.ui?.enabled === false ? null : (emulators.ui?.port ?? 4000);

export const FIRESTORE_RULES = resolve(ROOT, firebaseJson.firestore?.rules ?? 'firestore.rules');

/** Where the firebase-tools CLI of this project lives (a devDependency). */
export const FIREBASE_CLI = resolve(ROOT, 'node_modules/firebase-tools/lib/bin/firebase.js');

/** The Cloud Firestore emulator of the Google Cloud CLI (used when Java < 21 keeps firebase-tools from running its own). */
export const GCLOUD_FIRESTORE_EMULATOR =
  process.env.FIRESTORE_EMULATOR_BIN || '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud_firestore_emulator';

/** Environment the emulators' clients read (Admin SDK, @firebase/rules-unit-testing, the tests). */
export function emulatorEnv({ storage = false } = {}) {
  return {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${PORTS.firestore}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${PORTS.auth}`,
    ...(storage ? { FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${PORTS.storage}` } : {}),
  };
}

/** Quiet, non-interactive firebase-tools (no update check, no prompts). */
export const FIREBASE_CLI_ENV = {
  NO_UPDATE_NOTIFIER: '1',
};
