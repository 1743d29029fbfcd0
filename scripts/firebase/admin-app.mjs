/**
 * firebase-admin for the scripts. Against the emulators when FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST
 * are set (scripts/emulators/run.mjs sets them); otherwise against the real project with the credentials of
 * GOOGLE_APPLICATION_CREDENTIALS (a service-account key file) or the environment's default credentials.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { ROOT } from '../emulators/config.mjs';

export function usesEmulators() {
  return Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST || process.env.FIRESTORE_EMULATOR_HOST);
}

/**
 * --project, then GCLOUD_PROJECT / FIREBASE_PROJECT_ID, then .firebaserc's default.
 * @returns {string | undefined}
 */
export function projectId(args = process.argv) {
  const flag = args.indexOf('--project');
  if (flag >= 0 && args[flag + 1]) return args[flag + 1];
  if (process.env.GCLOUD_PROJECT) return process.env.GCLOUD_PROJECT;
  if (process.env.FIREBASE_PROJECT_ID) return process.env.FIREBASE_PROJECT_ID;
  const rc = JSON.parse(readFileSync(resolve(ROOT, '.firebaserc'), 'utf8'));
  return rc.projects?.default;
}

/** @param {string | undefined} project */
export function adminApp(project) {
  // No metadata-server probing when talking to the emulators (it only produces warnings off Google Cloud).
  if (usesEmulators()) process.env.METADATA_SERVER_DETECTION ??= 'none';
  return usesEmulators() ? initializeApp({ projectId: project }) : initializeApp({ projectId: project, credential: applicationDefault() });
}
