import { errorCode } from '@/domain/errors';
import type { InquiryPhoto } from '../port';

/**
 * The adapter's door to file storage. Uploads and deletes go through this interface so that the emulator tests
 * (no Storage emulator on Java 17) can give the adapter a test double; the real gateway below is written against
 * a small slice of the firebase/storage API (StorageSdk), bound to the SDK in storage-client.ts and tested with
 * a double of those functions in tests/backend/firebase/storage-gateway.test.ts.
 */
export interface StorageGateway {
  /**
   * Uploads `data` to `path`, reporting bytes sent; resolves to the download URL. When `signal` aborts, the
   * transfer is cancelled and the promise rejects with the signal's reason (whatever phase it is in).
   */
  upload(
    path: string,
    data: Blob,
    onProgress: (bytesTransferred: number) => void,
    signal?: AbortSignal,
    cacheControl?: string,
  ): Promise<string>;
  /** Deletes the file; a file that does not exist is not an error. */
  remove(path: string): Promise<void>;
  /** Paths of the files directly in `folder` (e.g. inquiries/abc), in any order; none when it is empty. */
  list(folder: string): Promise<string[]>;
  /** A download URL of the file at `path`. */
  downloadUrl(path: string): Promise<string>;
}

/** Long-lived caching is safe: a stored name never gets new content (uploads get a new timestamped name). */
export const UPLOAD_CACHE_CONTROL = 'public,max-age=31536000,immutable';
/** A visitor's photo (personal data): never kept by shared caches; the admin's browser may keep it a day. */
export const PRIVATE_CACHE_CONTROL = 'private,max-age=86400';
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
  /** Cancels the transfer (the task then reports the error storage/canceled). */
  cancel(): boolean;
  readonly snapshot: { readonly ref: Ref };
}

/** The firebase/storage functions the gateway uses, with the storage instance already bound to `ref`. */
export interface StorageSdk<Ref> {
  ref(path: string): Ref;
  uploadBytesResumable(ref: Ref, data: Blob, metadata: UploadMetadata): UploadTaskLike<Ref>;
  getDownloadURL(ref: Ref): Promise<string>;
  deleteObject(ref: Ref): Promise<void>;
  /** The files (not the sub-folders) directly under the reference. */
  listAll(ref: Ref): Promise<{ items: Ref[] }>;
  /** The path of a reference (StorageReference.fullPath). */
  fullPath(ref: Ref): string;
}

export function createStorageGateway<Ref>(sdk: StorageSdk<Ref>): StorageGateway {
  return {
    upload(path, data, onProgress, signal, cacheControl = UPLOAD_CACHE_CONTROL) {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      const metadata: UploadMetadata = { contentType: data.type || FALLBACK_CONTENT_TYPE, cacheControl };
      const task = sdk.uploadBytesResumable(sdk.ref(path), data, metadata);
      return new Promise<string>((resolve, reject) => {
        let settled = false;
        const settle = (finish: () => void) => {
          if (settled) return;
          settled = true;
          signal?.removeEventListener('abort', onAbort);
          finish();
        };
        // Cancelling stops the SDK's retries at once (it would otherwise retry for maxUploadRetryTime); a resumable
        // upload that never finished leaves no object behind.
        function onAbort() {
          settle(() => reject(signal?.reason as Error));
          task.cancel();
        }
        signal?.addEventListener('abort', onAbort, { once: true });
        task.on(
          'state_changed',
          (snapshot) => {
            if (!settled) onProgress(snapshot.bytesTransferred);
          },
          (error) => settle(() => reject(error as Error)),
          () => {
            if (settled) return;
            onProgress(data.size);
            sdk.getDownloadURL(task.snapshot.ref).then(
              (url) => settle(() => resolve(url)),
              (error: unknown) => settle(() => reject(error as Error)),
            );
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

    async list(folder) {
      return (await sdk.listAll(sdk.ref(folder))).items.map((item) => sdk.fullPath(item));
    },

    downloadUrl: (path) => sdk.getDownloadURL(sdk.ref(path)),
  };
}

/** Deletes files, logging (not throwing) what cannot be deleted: used on cleanup paths. */
export async function removeQuietly(storage: StorageGateway, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((path) => storage.remove(path).catch((error: unknown) => console.warn('[firebase] could not delete', path, error))),
  );
}

/** The numbered photos in a folder (an inquiry's, a review's), by number, each with a download URL. */
export async function numberedPhotos(
  storage: StorageGateway,
  folder: string,
  numberOf: (path: string) => number | null,
): Promise<InquiryPhoto[]> {
  const numbered = (await storage.list(folder))
    .map((path) => ({ path, number: numberOf(path) }))
    .filter((photo): photo is { path: string; number: number } => photo.number !== null)
    .sort((a, b) => a.number - b.number);
  return Promise.all(numbered.map(async ({ path, number }) => ({ number, url: await storage.downloadUrl(path) })));
}
