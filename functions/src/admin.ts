import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

/**
 * The Admin SDK, initialized on first use (on Cloud Functions it takes the project and default bucket from the
 * environment; in the tests from FIRESTORE_EMULATOR_HOST and GCLOUD_PROJECT).
 */
export function adminApp(): App {
  return getApps().length > 0 ? getApp() : initializeApp();
}

export function firestore(): Firestore {
  return getFirestore(adminApp());
}

/** The project's default Storage bucket (where the inquiry photos are). */
export function defaultBucket() {
  return getStorage(adminApp()).bucket();
}
