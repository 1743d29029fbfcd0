import { appCheckDebugToken, appCheckSiteKey, emulatorHost, firebaseConfig, storageEmulator, type FirebaseWebConfig } from '@/config/env';

/** Everything the Firebase adapter needs to know, read once from the VITE_* variables (src/config/env.ts). */
export interface FirebaseSettings {
  config: FirebaseWebConfig;
  /** Name of the Firebase app instance ('[DEFAULT]' in the site; tests give each adapter its own). */
  appName: string;
  /** Host of the local emulators (e.g. '127.0.0.1'); empty in production. */
  emulatorHost: string;
  /**
   * With emulatorHost: false when no Storage emulator runs (Java < 21). Uploads and file deletes then fail at once
   * (BackendError 'unavailable', see context.ts) instead of the SDK retrying an absent server for about 12 minutes.
   */
  storageEmulator: boolean;
  /** reCAPTCHA v3 site key for App Check; App Check is skipped when empty. */
  appCheckSiteKey: string;
  /** App Check debug token used with the emulators; empty means "let the SDK make one". */
  appCheckDebugToken: string;
}

export const DEFAULT_APP_NAME = '[DEFAULT]';

/**
 * Ports of the Firebase emulators. Keep in sync with the "emulators" block of firebase.json
 * (scripts/emulators/* read them from there).
 */
export const EMULATOR_PORTS = {
  auth: 9099,
  firestore: 8080,
  storage: 9199,
} as const;

export function settingsFromEnv(): FirebaseSettings {
  return {
    config: firebaseConfig,
    appName: DEFAULT_APP_NAME,
    emulatorHost,
    storageEmulator,
    appCheckSiteKey,
    appCheckDebugToken,
  };
}
