import { BackendError } from '@/domain/errors';
import { backendMessages } from './messages';

/**
 * The watch over one upload (both adapters): it aborts the upload's signal when no progress was reported for
 * `stallMs` (BackendError upload/stalled) or when the browser goes offline (upload/offline; at once when it is
 * offline already). The transfers listen to the signal and cancel themselves; the reason is the error the
 * upload fails with. The upload sheet offers no "cancel" while uploading, so this is what ends an upload that cannot finish.
 */
export interface UploadWatch {
  /** Aborted with the BackendError the upload fails with. */
  readonly signal: AbortSignal;
  /** Progress was made: the stall timer starts again. */
  progressed(): void;
  /** Ends the upload now with `reason` (e.g. the first file failed: the other one is cancelled too). */
  abort(reason: unknown): void;
  /** The upload is over (done or failed): no more timers or listeners. */
  stop(): void;
}

/** What the watch needs of the browser's connectivity (window and navigator.onLine in the app). */
export interface NetworkStatus {
  readonly onLine: boolean;
  addEventListener(type: 'offline', listener: () => void): void;
  removeEventListener(type: 'offline', listener: () => void): void;
}

/** The browser's connectivity, or null where there is none to watch (Node). */
export function browserNetwork(): NetworkStatus | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return null;
  return {
    get onLine() {
      return navigator.onLine;
    },
    addEventListener: (type, listener) => window.addEventListener(type, listener),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
  };
}

export function uploadStalled(stallMs: number): BackendError {
  return new BackendError('upload/stalled', backendMessages.uploadStalled(Math.max(1, Math.round(stallMs / 1000))));
}

export function uploadOffline(): BackendError {
  return new BackendError('upload/offline', backendMessages.uploadOffline);
}

/** Whether an upload failure is the watch's own (stalled or offline) rather than a refusal or a fault. */
export function isConnectionFailure(error: unknown): error is BackendError {
  return error instanceof BackendError && (error.code === 'upload/stalled' || error.code === 'upload/offline');
}

export function watchUpload(stallMs: number, network: NetworkStatus | null = browserNetwork()): UploadWatch {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(timer);
    network?.removeEventListener('offline', onOffline);
  };
  const abort = (reason: unknown) => {
    if (controller.signal.aborted) return;
    stop();
    controller.abort(reason);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => abort(uploadStalled(stallMs)), stallMs);
  };
  function onOffline() {
    abort(uploadOffline());
  }

  if (network && !network.onLine) {
    abort(uploadOffline());
  } else {
    network?.addEventListener('offline', onOffline);
    arm();
  }

  return {
    signal: controller.signal,
    progressed: () => {
      if (!controller.signal.aborted) arm();
    },
    abort,
    stop,
  };
}
