import { errorCode } from '../../domain/errors';

/**
 * The adapter's door to file storage. Uploads and deletes go through this interface so that the emulator tests
 * (no Storage emulator on Java 17) can give the adapter a test double; the real gateway below is written against
 * a small slice of the firebase/storage API (StorageSdk), bound to the SDK in storage-client.ts and tested with
 * a double of those functions in tests/backend/firebase/storage-gateway.test.ts.
 */
export interface StorageGateway {
  /** Uploads `data` to `path`, reporting bytes sent; resolves to the download URL. */
  upload(path: string, data: Blob, onProgress: (bytesTransferred: number) => void): Promise<string>;
  /** Deletes the file; a file that does not exist is not an error. */
  remove(path: string): Promise<void>;
}

/** Long-lived caching is safe: a stored name never gets new content (uploads get a new timestamped name). */
export const UPLOAD_CACHE_CONTROL = 'public,max-age=31536000,immutable';
export const FALLBACK_CONTENT_TYPE = 'application/octet-stream';

export interface UploadMetadata {
  contentType: string;
  cacheControl: string;
}

export interface UploadProgressSnapshot {
  bytesTransferred: number;
  totalBytes: number;
}

export interface UploadTaskLike<Ref> {
  on(
    event: 'state_changed',
    next: (snapshot: UploadProgressSnapshot) => void,
    error: (error: unknown) => void,
    complete: () => void,
  ): unknown;
  readonly snapshot: { readonly ref: Ref };
}

/** The firebase/storage functions the gateway uses, with the storage instance already bound to `ref`. */
export interface StorageSdk<Ref> {
  ref(path: string): Ref;
  uploadBytesResumable(ref: Ref, data: Blob, metadata: UploadMetadata): UploadTaskLike<Ref>;
  getDownloadURL(ref: Ref): Promise<string>;
  deleteObject(ref: Ref): Promise<void>;
}

export function createStorageGateway<Ref>(sdk: StorageSdk<Ref>): StorageGateway {
  return {
    upload(path, data, onProgress) {
      const metadata: UploadMetadata = { contentType: data.type || FALLBACK_CONTENT_TYPE, cacheControl: UPLOAD_CACHE_CONTROL };
      const task = sdk.uploadBytesResumable(sdk.ref(path), data, metadata);
      return new Promise<string>((resolve, reject) => {
        task.on(
          'state_changed',
          (snapshot) => onProgress(snapshot.bytesTransferred),
          reject,
          () => {
            onProgress(data.size);
            sdk.getDownloadURL(task.snapshot.ref).then(resolve, reject);
          },
        );
      });
    },

    async remove(path) {
      try {
        await sdk.deleteObject(sdk.ref(path));
      } catch (error) {
        if (errorCode(error) !== 'storage/object-not-found') throw error;
      }
    },
  };
}

/** Deletes files, logging (not throwing) what cannot be deleted: used on cleanup paths. */
export async function removeQuietly(storage: StorageGateway, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) =>
      storage.remove(path).catch((error: unknown) => console.warn('[firebase] could not delete', path, error)),
    ),
  );
}
