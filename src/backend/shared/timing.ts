import { FILE_REMOVAL_WAIT_MS, UPLOAD_STALL_TIMEOUT_MS } from '@/config/timing';

/**
 * The time limits both adapters apply on a bad connection. The app uses the constants; tests give an adapter
 * shorter ones (FirebaseAdapterOptions.timing, DemoAdapterOptions.timing) so the contract suite can show the
 * behaviour without waiting 45 s.
 */
export interface BackendTiming {
  /** An upload with no progress for this long fails with upload/stalled (UPLOAD_STALL_TIMEOUT_MS). */
  uploadStallMs: number;
  /** How long a delete, or a failed upload's clean-up, waits for its files to go (FILE_REMOVAL_WAIT_MS). */
  fileRemovalWaitMs: number;
}

export const DEFAULT_TIMING: BackendTiming = {
  uploadStallMs: UPLOAD_STALL_TIMEOUT_MS,
  fileRemovalWaitMs: FILE_REMOVAL_WAIT_MS,
};

export function timingOf(overrides: Partial<BackendTiming> = {}): BackendTiming {
  return { ...DEFAULT_TIMING, ...overrides };
}

/**
 * Waits for `work` at most `ms`: true when it settled in time (either way), false when it goes on in the
 * background. `work` must handle its own failures (its rejection is not reported here).
 */
export async function settleWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  try {
    return await Promise.race([settled, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

/** `promise`, or a rejection with the signal's reason as soon as `signal` aborts (the work itself goes on). */
export function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error as Error);
      },
    );
  });
}
