import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import type { FirebaseSettings } from './settings';
import type { StorageGateway } from './storage-gateway';

/** What the admin operations share. Storage is loaded on first use (uploads and deletes only). */
export interface AdminContext {
  settings: FirebaseSettings;
  db: Firestore;
  auth: Auth;
  storage: () => Promise<StorageGateway>;
  now: () => Date;
}
