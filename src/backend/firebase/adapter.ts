import type { AdminBackend, AuthBackend, BackendAdapter, PublicBackend } from '../port';
import { lazyPart } from '../shared/lazy-part';
import { timingOf, type BackendTiming } from '../shared/timing';
import { settingsFromEnv, type FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';

/**
 * The Firebase adapter: Firestore, Cloud Storage and Auth behind the backend port.
 * Each part is its own dynamically imported chunk, created on first use:
 * - public (public-backend.ts): firebase/app + firebase/firestore/lite only (about 31 KB gzip);
 * - auth (auth-backend.ts): + firebase/auth with local persistence only;
 * - admin (admin-backend.ts): Lite reads and writes, firebase/storage on the first upload/delete, and the full
 *   Firestore SDK only for the dashboard's live activity list.
 * App Check starts when the browser is idle (app-check.ts). Emulators: VITE_FIREBASE_EMULATOR_HOST.
 */
export interface FirebaseAdapterOptions {
  /** Overrides of the settings read from the VITE_* variables (tests: project, app name, emulator host). */
  settings?: Partial<FirebaseSettings>;
  /**
   * Replaces Cloud Storage for the admin and for a visitor's inquiry photos (the emulator tests pass a double: there
   * is no Storage emulator on Java 17).
   */
  storage?: StorageGateway;
  /** The clock used for storage names and activity expiry. */
  now?: () => Date;
  /** Shorter time limits for tests (default: the constants, see shared/timing.ts). */
  timing?: Partial<BackendTiming>;
}

export interface FirebaseBackendAdapter extends BackendAdapter {
  readonly settings: FirebaseSettings;
  /** Deletes the Firebase app and its connections (tests). */
  dispose(): Promise<void>;
}

export function createFirebaseAdapter(options: FirebaseAdapterOptions = {}): FirebaseBackendAdapter {
  const settings: FirebaseSettings = { ...settingsFromEnv(), ...options.settings };
  const now = options.now ?? (() => new Date());
  const timing = timingOf(options.timing);
  return {
    kind: 'firebase',
    settings,
    publicBackend: lazyPart<PublicBackend>(() =>
      import('./public-backend').then((module) => module.createPublicBackend(settings, options.storage, timing, now)),
    ),
    authBackend: lazyPart<AuthBackend>(() => import('./auth-backend').then((module) => module.createAuthBackend(settings))),
    adminBackend: lazyPart<AdminBackend>(() =>
      import('./admin-backend').then((module) => module.createAdminBackend(settings, options.storage, now, timing)),
    ),
    async dispose() {
      const [{ disposeFirebaseApp }, { forgetAuthClient }] = await Promise.all([import('./app'), import('./auth-session')]);
      forgetAuthClient(settings.appName);
      await disposeFirebaseApp(settings.appName);
    },
  };
}
