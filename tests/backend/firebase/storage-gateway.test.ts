import { describe, expect, it, vi } from 'vitest';
import {
  FALLBACK_CONTENT_TYPE,
  PRIVATE_CACHE_CONTROL,
  createStorageGateway,
  type StorageSdk,
  type UploadMetadata,
  type UploadProgressSnapshot,
} from '@/backend/firebase/storage-gateway';

/**
 * The real storage gateway against a double of the firebase/storage functions it uses. The double's upload task
 * behaves like the SDK's: progress snapshots, then complete or error.
 */
interface FakeRef {
  path: string;
}

interface UploadScript {
  /** bytesTransferred values reported before the end. */
  progress?: number[];
  /** Fail the upload with this error instead of completing. */
  error?: unknown;
}

function fakeSdk(script: UploadScript = {}, options: { urlError?: unknown; deleteError?: unknown; listed?: string[] } = {}) {
  const uploads: { path: string; data: Blob; metadata: UploadMetadata }[] = [];
  const sdk: StorageSdk<FakeRef> = {
    ref: vi.fn((path: string) => ({ path })),
    uploadBytesResumable: vi.fn((ref: FakeRef, data: Blob, metadata: UploadMetadata) => {
      uploads.push({ path: ref.path, data, metadata });
      return {
        snapshot: { ref },
        cancel: () => true,
        on(_event: 'state_changed', next: (snapshot: UploadProgressSnapshot) => void, error: (e: unknown) => void, complete: () => void) {
          queueMicrotask(() => {
            for (const bytes of script.progress ?? []) next({ bytesTransferred: bytes, totalBytes: data.size });
            if (script.error) error(script.error);
            else complete();
          });
        },
      };
    }),
    getDownloadURL: vi.fn(async (ref: FakeRef) => {
      if (options.urlError) throw options.urlError;
      return `https://firebasestorage.test/o/${encodeURIComponent(ref.path)}?alt=media&token=t`;
    }),
    deleteObject: vi.fn(async () => {
      if (options.deleteError) throw options.deleteError;
    }),
    listAll: vi.fn(async (ref: FakeRef) => ({ items: (options.listed ?? []).map((name) => ({ path: `${ref.path}/${name}` })) })),
    fullPath: (ref: FakeRef) => ref.path,
  };
  return { sdk, uploads };
}

const file = (size: number, type = 'image/webp') => new Blob([new Uint8Array(size)], { type });

describe('storage gateway (firebase/storage)', () => {
  it('uploads to the given path with the content type and immutable caching, and resolves to the download URL', async () => {
    const { sdk, uploads } = fakeSdk();
    const url = await createStorageGateway(sdk).upload('constructionImages/1700000000000-roof.jpg', file(10, 'image/jpeg'), () => {});

    expect(uploads).toEqual([
      {
        path: 'constructionImages/1700000000000-roof.jpg',
        data: expect.any(Blob),
        metadata: { contentType: 'image/jpeg', cacheControl: 'public,max-age=31536000,immutable' },
      },
    ]);
    expect(sdk.getDownloadURL).toHaveBeenCalledWith({ path: 'constructionImages/1700000000000-roof.jpg' });
    expect(url).toBe('https://firebasestorage.test/o/constructionImages%2F1700000000000-roof.jpg?alt=media&token=t');
  });

  it('falls back to a generic content type for a blob without one (the storage rules then refuse it)', async () => {
    const { sdk, uploads } = fakeSdk();
    await createStorageGateway(sdk).upload('constructionImages/x', file(3, ''), () => {});
    expect(uploads[0]?.metadata.contentType).toBe(FALLBACK_CONTENT_TYPE);
  });

  it('reports the bytes sent as the SDK reports them, and the full size at the end', async () => {
    const { sdk } = fakeSdk({ progress: [0, 400, 800] });
    const seen: number[] = [];
    await createStorageGateway(sdk).upload('constructionImages/x', file(1000), (bytes) => seen.push(bytes));
    expect(seen).toEqual([0, 400, 800, 1000]);
  });

  it('rejects with the SDK error when the upload fails, without asking for a URL', async () => {
    const failure = Object.assign(new Error('Max retry time for operation exceeded'), { code: 'storage/retry-limit-exceeded' });
    const { sdk } = fakeSdk({ progress: [100], error: failure });
    const seen: number[] = [];
    await expect(createStorageGateway(sdk).upload('constructionImages/x', file(1000), (bytes) => seen.push(bytes))).rejects.toBe(failure);
    expect(seen).toEqual([100]);
    expect(sdk.getDownloadURL).not.toHaveBeenCalled();
  });

  it('rejects when the download URL cannot be read', async () => {
    const failure = Object.assign(new Error('unauthorized'), { code: 'storage/unauthorized' });
    const { sdk } = fakeSdk({}, { urlError: failure });
    await expect(createStorageGateway(sdk).upload('constructionImages/x', file(5), () => {})).rejects.toBe(failure);
  });

  it('deletes the file at the path', async () => {
    const { sdk } = fakeSdk();
    await createStorageGateway(sdk).remove('constructionImages/1700000000000-thumb-roof.webp');
    expect(sdk.deleteObject).toHaveBeenCalledWith({ path: 'constructionImages/1700000000000-thumb-roof.webp' });
  });

  it('treats a file that is already gone as deleted', async () => {
    const { sdk } = fakeSdk({}, { deleteError: Object.assign(new Error('gone'), { code: 'storage/object-not-found' }) });
    await expect(createStorageGateway(sdk).remove('constructionImages/x')).resolves.toBeUndefined();
  });

  it('passes on any other delete failure', async () => {
    const failure = Object.assign(new Error('denied'), { code: 'storage/unauthorized' });
    const { sdk } = fakeSdk({}, { deleteError: failure });
    await expect(createStorageGateway(sdk).remove('constructionImages/x')).rejects.toBe(failure);
  });

  it("uploads a visitor's photo with the Cache-Control it is given (private: never in a shared cache)", async () => {
    const { sdk, uploads } = fakeSdk();
    await createStorageGateway(sdk).upload('inquiries/inq-1/photo-1.webp', file(5), () => {}, undefined, PRIVATE_CACHE_CONTROL);
    expect(uploads[0]?.metadata).toEqual({ contentType: 'image/webp', cacheControl: 'private,max-age=86400' });
  });

  it('lists the files of a folder by path, and gives a download URL for a path', async () => {
    const { sdk } = fakeSdk({}, { listed: ['photo-2.jpg', 'photo-1.webp'] });
    const gateway = createStorageGateway(sdk);
    expect(await gateway.list('inquiries/inq-1')).toEqual(['inquiries/inq-1/photo-2.jpg', 'inquiries/inq-1/photo-1.webp']);
    expect(sdk.listAll).toHaveBeenCalledWith({ path: 'inquiries/inq-1' });
    expect(await gateway.downloadUrl('inquiries/inq-1/photo-1.webp')).toBe(
      'https://firebasestorage.test/o/inquiries%2Finq-1%2Fphoto-1.webp?alt=media&token=t',
    );
  });
});
