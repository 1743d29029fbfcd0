import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { BackendError } from '../../domain/errors';
import { lazyPart } from '../shared/lazy-part';
import type { BackendTiming } from '../shared/timing';
import { startAppCheck } from './app-check';
import { authClient } from './auth-session';
import { liteFirestore } from './firestore-lite';
import type { FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';

/** What the admin operations share. Storage is loaded on first use (uploads and deletes only). */
export interface AdminContext {
  settings: FirebaseSettings;
  db: Firestore;
  auth: Auth;
  storage: () => Promise<StorageGateway>;
  now: () => Date;
  /** Stall time-out of uploads, wait for file removal (shared/timing.ts). */
  timing: BackendTiming;
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
  };
}

/** Shown to staff when the local emulators run without a Storage emulator (npm run dev:emulators on Java < 21). */
export const NO_STORAGE_EMULATOR_MESSAGE =
  '로컬 테스트 환경(에뮬레이터)에는 파일 저장소가 없어 사진 업로드와 파일 삭제를 할 수 없습니다. 다른 기능은 그대로 쓸 수 있습니다.';

/**
 * The Storage gateway on first use: the given one (tests), else firebase/storage. With the emulators but no Storage
 * emulator (settings.storageEmulator false) it fails at once with BackendError 'unavailable' and a Korean message:
 * the upload shows it, and a delete removes the document and leaves the (absent) files, logged.
 */
export function adminStorage(settings: FirebaseSettings, storage: StorageGateway | undefined): () => Promise<StorageGateway> {
  return lazyPart(async () => {
    if (storage) return storage;
    if (settings.emulatorHost && !settings.storageEmulator) throw new BackendError('unavailable', NO_STORAGE_EMULATOR_MESSAGE);
    return (await import('./storage-client')).createFirebaseStorageGateway(settings);
  });
}
