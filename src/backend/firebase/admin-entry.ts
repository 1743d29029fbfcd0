import type { AdminBackend } from '../port';
import { createAdminBackend } from './admin-backend';
import { startAppCheck } from './app-check';
import { authClient } from './auth-session';
import { liteFirestore } from './firestore-lite';
import type { FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';

/** Builds the admin part. Cloud Storage (firebase/storage) is loaded on the first upload or delete. */
export function createAdminPart(settings: FirebaseSettings, storage: StorageGateway | undefined, now: () => Date): AdminBackend {
  void startAppCheck(settings);
  let gateway: Promise<StorageGateway> | undefined = storage ? Promise.resolve(storage) : undefined;
  const loadStorage = (): Promise<StorageGateway> => {
    gateway ??= import('./storage-client').then((module) => module.createFirebaseStorageGateway(settings));
    gateway.catch(() => {
      gateway = undefined; // a failed chunk load can be retried
    });
    return gateway;
  };
  return createAdminBackend({ settings, db: liteFirestore(settings), auth: authClient(settings), storage: loadStorage, now });
}
