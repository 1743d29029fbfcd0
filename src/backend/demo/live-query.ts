import { liveQuery } from 'dexie';
import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';

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
  const subscription = liveQuery(read).subscribe({ next: onChange, error: (error: unknown) => onError(toBackendError(error)) });
  return () => subscription.unsubscribe();
}
