import {
  connectStorageEmulator,
  deleteObject,
  getDownloadURL,
  getStorage,
  listAll,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { STORAGE_MAX_OPERATION_RETRY_MS, STORAGE_MAX_UPLOAD_RETRY_MS } from '@/config/timing';
import { firebaseApp } from './app';
import { EMULATOR_PORTS, type FirebaseSettings } from './settings';
import { createStorageGateway, type StorageGateway, type StorageSdk } from './storage-gateway';

/** The real storage gateway: Cloud Storage for Firebase (the Storage emulator when emulatorHost is set). */
const connected = new WeakSet<FirebaseStorage>();

export function firebaseStorageSdk(storage: FirebaseStorage): StorageSdk<StorageReference> {
  return {
    ref: (path) => ref(storage, path),
    uploadBytesResumable: (target, data, metadata) => uploadBytesResumable(target, data, metadata),
    getDownloadURL: (target) => getDownloadURL(target),
    deleteObject: (target) => deleteObject(target),
    listAll: (target) => listAll(target),
    fullPath: (target) => target.fullPath,
  };
}

export function createFirebaseStorageGateway(settings: FirebaseSettings): StorageGateway {
  const storage = getStorage(firebaseApp(settings));
  // The SDK retries for 10 min (uploads) and 2 min (other operations) by default; a building site's connection
  // needs an answer sooner. The upload's own stall time-out (shared/upload-watch.ts) normally ends it first.
  storage.maxUploadRetryTime = STORAGE_MAX_UPLOAD_RETRY_MS;
  storage.maxOperationRetryTime = STORAGE_MAX_OPERATION_RETRY_MS;
  if (settings.emulatorHost && !connected.has(storage)) {
    connectStorageEmulator(storage, settings.emulatorHost, EMULATOR_PORTS.storage);
    connected.add(storage);
  }
  return createStorageGateway(firebaseStorageSdk(storage));
}
