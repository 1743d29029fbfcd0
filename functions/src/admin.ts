import { getApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

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

/**
 * The project's default Storage bucket (the inquiry photos, the gallery photos' files, the hero's copies). Imported
 * when first needed: every function's instance loads this package, and the pages function, whose cold starts
 * visitors wait for, never touches Storage.
 */
export async function defaultBucket() {
  const { getStorage } = await import('firebase-admin/storage');
  return getStorage(adminApp()).bucket();
}
