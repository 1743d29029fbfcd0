import type { Auth } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore/lite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminContext } from '@/backend/firebase/context';
import { uploadPhoto } from '@/backend/firebase/photo-upload';
import {
  createStorageGateway,
  type StorageSdk,
  type UploadMetadata,
  type UploadProgressSnapshot,
} from '@/backend/firebase/storage-gateway';
import { changeSignal } from '@/backend/shared/change-signal';
import { timingOf } from '@/backend/shared/timing';
import { UPLOAD_STALL_TIMEOUT_MS } from '@/config/timing';
import { errorCode } from '@/domain/errors';
import type { PhotoUploadInput } from '@/domain/types';

/**
 * The Firebase adapter's upload when Storage cannot be reached: the real gateway and photo-upload.ts over a double
 * of firebase/storage whose transfers never progress (what the SDK does while it retries against a dead
 * connection), on fake timers. Before the stall time-out existed such an upload waited for the SDK's own retry
 * limit (about 12 minutes) in a dialog that cannot be closed.
 */
interface FakeRef {
  path: string;
}

interface Transfer {
  path: string;
  cancel: ReturnType<typeof vi.fn<() => boolean>>;
  progress(bytes: number): void;
  complete(): void;
}

/** Storage that accepts uploads and then never answers (unless a test completes a transfer), nor deletes. */
function unreachableStorage() {
  const transfers: Transfer[] = [];
  const sdk: StorageSdk<FakeRef> = {
    ref: (path) => ({ path }),
    uploadBytesResumable: (ref: FakeRef, data: Blob, _metadata: UploadMetadata) => {
      let observer: { next: (s: UploadProgressSnapshot) => void; error: (e: unknown) => void; complete: () => void } | undefined;
      const transfer: Transfer = {
        path: ref.path,
        // Like the SDK: a cancelled task reports storage/canceled to its observer.
        cancel: vi.fn((): boolean => {
          observer?.error(Object.assign(new Error('User canceled the upload/download.'), { code: 'storage/canceled' }));
          return true;
        }),
        progress: (bytes) => observer?.next({ bytesTransferred: bytes, totalBytes: data.size }),
        complete: () => observer?.complete(),
      };
      transfers.push(transfer);
      return {
        snapshot: { ref },
        cancel: transfer.cancel,
        on(_event, next, error, complete) {
          observer = { next, error, complete };
        },
      };
    },
    getDownloadURL: vi.fn(async (ref: FakeRef) => `https://firebasestorage.test/o/${encodeURIComponent(ref.path)}?alt=media&token=t`),
    deleteObject: vi.fn(() => new Promise<void>(() => {})),
    listAll: () => new Promise(() => {}),
    fullPath: (ref) => ref.path,
  };
  return { sdk, transfers };
}

const admin = {
  authStateReady: async () => {},
  currentUser: { uid: 'staff-1', email: 'staff@example.com', getIdTokenResult: async () => ({ claims: { admin: true } }) },
} as unknown as Auth;

function contextWith(sdk: StorageSdk<FakeRef>): AdminContext {
  return {
    settings: {} as AdminContext['settings'],
    // Never reached: no document is written when the files did not arrive.
    db: new Proxy(
      {},
      {
        get: () => {
          throw new Error('Firestore must not be used');
        },
      },
    ) as Firestore,
    auth: admin,
    storage: async () => createStorageGateway(sdk),
    now: () => new Date('2026-11-20T10:00:00+09:00'),
    timing: timingOf(),
    inquiryWrites: changeSignal(),
  };
}

const input: PhotoUploadInput = {
  display: new Blob([new Uint8Array(600_000)], { type: 'image/webp' }),
  thumbnail: new Blob([new Uint8Array(40_000)], { type: 'image/webp' }),
  originalName: 'roof.jpg',
  title: '현장 사진',
  category: '지보공사',
  workType: null,
  description: null,
  takenAt: null,
};

/** Runs the upload; resolves to when (fake ms after the start) it failed, and with which error. */
function startUpload(ctx: AdminContext) {
  const started = Date.now();
  const progress: number[] = [];
  const outcome = uploadPhoto(ctx, input, (percent) => progress.push(percent)).then(
    () => ({ error: null as unknown, at: Date.now() - started }),
    (error: unknown) => ({ error, at: Date.now() - started }),
  );
  return { outcome, progress };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Firebase upload with Storage unreachable', () => {
  it('fails with upload/stalled 45 s after the last progress, cancelling both transfers', async () => {
    const { sdk, transfers } = unreachableStorage();
    const { outcome, progress } = startUpload(contextWith(sdk));
    await vi.advanceTimersByTimeAsync(0);
    expect(transfers.map((t) => t.path)).toEqual([
      'constructionImages/1795136400000-roof.webp',
      'constructionImages/1795136400000-thumb-roof.webp',
    ]);
    // After 5 s some bytes go out, then nothing more.
    await vi.advanceTimersByTimeAsync(5_000);
    transfers[0]!.progress(262_144);
    expect(progress).toEqual([0, 40]);

    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const { error, at } = await outcome;
    expect(errorCode(error)).toBe('upload/stalled');
    expect(at).toBe(5_000 + UPLOAD_STALL_TIMEOUT_MS);
    expect(transfers.every((t) => t.cancel.mock.calls.length === 1)).toBe(true);
  });

  it('with no progress at all, fails 45 s after the start', async () => {
    const { sdk } = unreachableStorage();
    const { outcome } = startUpload(contextWith(sdk));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_TIMEOUT_MS);
    const { error, at } = await outcome;
    expect(errorCode(error)).toBe('upload/stalled');
    expect(at).toBe(UPLOAD_STALL_TIMEOUT_MS);
  });

  it('removes the part that did arrive (the thumbnail) without waiting for Storage to answer', async () => {
    const { sdk, transfers } = unreachableStorage();
    const { outcome } = startUpload(contextWith(sdk));
    await vi.advanceTimersByTimeAsync(0);
    transfers[1]!.complete(); // the small thumbnail got through; the display file never does
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_TIMEOUT_MS);
    const { error, at } = await outcome;
    expect(errorCode(error)).toBe('upload/stalled');
    expect(at).toBe(UPLOAD_STALL_TIMEOUT_MS);
    expect(sdk.deleteObject).toHaveBeenCalledWith({ path: 'constructionImages/1795136400000-thumb-roof.webp' });
    expect(sdk.deleteObject).toHaveBeenCalledWith({ path: 'constructionImages/1795136400000-roof.webp' });
  });

  it('fails at once with upload/offline when the browser goes offline', async () => {
    const { sdk, transfers } = unreachableStorage();
    const { outcome } = startUpload(contextWith(sdk));
    await vi.advanceTimersByTimeAsync(3_000);
    window.dispatchEvent(new Event('offline'));
    const { error, at } = await outcome;
    expect(errorCode(error)).toBe('upload/offline');
    expect(at).toBe(3_000);
    expect(transfers.every((t) => t.cancel.mock.calls.length === 1)).toBe(true);
  });

  it('sends nothing when the browser is offline already', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { sdk, transfers } = unreachableStorage();
    const { outcome } = startUpload(contextWith(sdk));
    const { error, at } = await outcome;
    expect(errorCode(error)).toBe('upload/offline');
    expect(at).toBe(0);
    expect(transfers).toEqual([]);
  });
});

describe('storage gateway cancellation', () => {
  it('cancels the SDK task and rejects with the signal reason when the signal aborts', async () => {
    const { sdk, transfers } = unreachableStorage();
    const controller = new AbortController();
    const upload = createStorageGateway(sdk).upload('constructionImages/x', input.display, () => {}, controller.signal);
    const reason = new Error('stalled');
    controller.abort(reason);
    await expect(upload).rejects.toBe(reason);
    expect(transfers[0]?.cancel).toHaveBeenCalledTimes(1);
  });

  it('rejects while waiting for the download URL too', async () => {
    const { sdk, transfers } = unreachableStorage();
    vi.mocked(sdk.getDownloadURL).mockImplementation(() => new Promise(() => {}));
    const controller = new AbortController();
    const upload = createStorageGateway(sdk).upload('constructionImages/x', input.display, () => {}, controller.signal);
    transfers[0]!.complete();
    controller.abort(new Error('stalled'));
    await expect(upload).rejects.toThrow('stalled');
  });

  it('does not start a transfer for a signal that is already aborted', async () => {
    const { sdk, transfers } = unreachableStorage();
    const controller = new AbortController();
    controller.abort(new Error('offline'));
    await expect(createStorageGateway(sdk).upload('constructionImages/x', input.display, () => {}, controller.signal)).rejects.toThrow(
      'offline',
    );
    expect(transfers).toEqual([]);
  });
});
