import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';

/**
 * Dexie's liveQuery waits, silently, on a read that found the database closed, for the reopening that a deliberate
 * close is followed by. A database whose opening failed is never reopened: that read is turned into a BackendError,
 * which liveQuery hands to onError, so the screen shows its failure instead of waiting for ever.
 */
async function failOnFailedOpening<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const failedOpening = error instanceof Error && error.name === 'DatabaseClosedError' && (error as { inner?: unknown }).inner != null;
    throw failedOpening ? toBackendError(error, 'unavailable') : error;
  }
}

/**
 * A live read (Dexie liveQuery: it runs again whenever a table it read changes, in this tab or another): `check`
 * first (the administrator, the arguments), whose failure goes to onError on the next microtask, as the port's
 * subscriptions report every failure; then every result of `read` to onChange, errors as BackendError to onError.
 */
export function subscribeLive<T>(
  check: () => void,
  read: () => Promise<T>,
  onChange: (value: T) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  try {
    check();
  } catch (error) {
    queueMicrotask(() => onError(error));
    return () => {};
  }
  const subscription = liveQuery(() => failOnFailedOpening(read)).subscribe({
    next: onChange,
    error: (error: unknown) => onError(toBackendError(error)),
  });
  return () => subscription.unsubscribe();
}
