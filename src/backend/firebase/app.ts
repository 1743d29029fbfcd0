import { deleteApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import type { FirebaseSettings } from './settings';

/** The Firebase app of these settings, initialised once (every part of the adapter shares it). */
export function firebaseApp(settings: FirebaseSettings): FirebaseApp {
  const existing = getApps().find((app) => app.name === settings.appName);
  return existing ?? initializeApp(settings.config, settings.appName);
}

/** Deletes the app and its services (tests; the site never does). */
export async function disposeFirebaseApp(appName: string): Promise<void> {
  const app = getApps().find((candidate) => candidate.name === appName);
  if (app) await deleteApp(app);
}
