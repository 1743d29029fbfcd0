import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { changeSignal, type ChangeSignal } from '../shared/change-signal';
import type { BackendTiming } from '../shared/timing';
import { startAppCheck } from './app-check';
import { authClient } from './auth-session';
import { liteFirestore } from './firestore-lite';
import type { FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';
import { lazyStorage } from './storage-loader';

export { NO_STORAGE_EMULATOR_MESSAGE } from './storage-loader';

/** What the admin operations share. Storage is loaded on first use (uploads and deletes only). */
export interface AdminContext {
  settings: FirebaseSettings;
  db: Firestore;
  auth: Auth;
  storage: () => Promise<StorageGateway>;
  now: () => Date;
  /** Stall time-out of uploads, wait for file removal (shared/timing.ts). */
  timing: BackendTiming;
  /** Notified after this admin changes or deletes an inquiry: the live 신규 count is counted again. */
  inquiryWrites: ChangeSignal;
}

/**
 * The admin part's context: Firestore Lite, Auth, and Cloud Storage (firebase/storage) loaded on the first upload
 * or delete, unless a gateway is given (the emulator tests). App Check is started now.
 */
export function createAdminContext(
  settings: FirebaseSettings,
  storage: StorageGateway | undefined,
  now: () => Date,
  timing: BackendTiming,
): AdminContext {
  void startAppCheck(settings);
  return {
    settings,
    db: liteFirestore(settings),
    auth: authClient(settings),
    storage: adminStorage(settings, storage),
    now,
    timing,
    inquiryWrites: changeSignal(),
  };
}

/**
 * The admin's Storage gateway (storage-loader.ts): the given one (tests), else firebase/storage on the first upload
 * or delete. Without a Storage emulator beside the other emulators it fails at once with BackendError 'unavailable':
 * the upload shows it, and a delete removes the document and leaves the (absent) files, logged.
 */
export const adminStorage = lazyStorage;
