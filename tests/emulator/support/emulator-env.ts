import type { FirebaseSettings } from '@/backend/firebase/settings';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Where the emulators are. scripts/emulators/run.mjs sets these variables (npm run test:emulators); the emulator
 * tests refuse to run without them (see vitest.emulator.config.ts).
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the emulator tests with \`npm run test:emulators\`.`);
  return value;
}

export const FIRESTORE_HOST = required('FIRESTORE_EMULATOR_HOST');
export const AUTH_HOST = required('FIREBASE_AUTH_EMULATOR_HOST');
/** The host part ('127.0.0.1') as the adapter's VITE_FIREBASE_EMULATOR_HOST would give it. */
export const EMULATOR_HOSTNAME = FIRESTORE_HOST.split(':')[0] ?? '127.0.0.1';

/** Project of the adapter contract run (the project of firebase.json / .firebaserc). */
export const CONTRACT_PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-jy-construction';
/** The rules tests use their own project, so their data never meets the contract run's. */
export const RULES_PROJECT = 'demo-jy-rules';

/**
 * The Firebase adapter's settings for the contract project on these emulators, as its own named app (a new name
 * gives new Auth and Firestore instances: nobody signed in).
 */
export function emulatorAdapterSettings(appName: string): Partial<FirebaseSettings> {
  return {
    appName,
    emulatorHost: EMULATOR_HOSTNAME,
    appCheckSiteKey: '',
    config: {
      apiKey: 'demo-api-key',
      authDomain: `${CONTRACT_PROJECT}.firebaseapp.com`,
      projectId: CONTRACT_PROJECT,
      storageBucket: `${CONTRACT_PROJECT}.appspot.com`,
      messagingSenderId: '0',
      appId: '1:0:web:0',
    },
  };
}

export const FIRESTORE_RULES = readFileSync(resolve(import.meta.dirname, '../../../firestore.rules'), 'utf8');

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document of the project (emulator REST endpoint). */
export async function clearFirestore(projectId: string): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'clearing Firestore');
}

/** Deletes every account of the project in the Auth emulator. */
export async function clearAuth(projectId: string): Promise<void> {
  const url = `http://${AUTH_HOST}/emulator/v1/projects/${projectId}/accounts`;
  await expectOk(await fetch(url, { method: 'DELETE' }), 'clearing Auth');
}

/** Loads firestore.rules for the project (what @firebase/rules-unit-testing does too). */
export async function loadFirestoreRules(projectId: string, rules = FIRESTORE_RULES): Promise<void> {
  const url = `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:securityRules`;
  const body = JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } });
  await expectOk(await fetch(url, { method: 'PUT', body, headers: { 'Content-Type': 'application/json' } }), 'loading rules');
}

export function ruleCoverageUrl(projectId: string): string {
  return `http://${FIRESTORE_HOST}/emulator/v1/projects/${projectId}:ruleCoverage.html`;
}
