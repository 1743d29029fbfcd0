import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';

/** Starts a listener, given where to report. */
export type Listen<T> = (onChange: (value: T) => void, onError: (error: unknown) => void) => Unsubscribe;

/**
 * An admin subscription whose listener needs the full Firestore SDK: checks the administrator, then `open` (which
 * checks the arguments and imports the live module), then listens. The port's subscriptions return at once, so
 * every failure goes to onError (as a BackendError); unsubscribing before the listener started cancels it, and
 * nothing is reported after unsubscribing.
 */
export function subscribeWhenReady<T>(
  ctx: AdminContext,
  open: () => Promise<Listen<T>>,
  onChange: (value: T) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let active = true;
  let stop: Unsubscribe | undefined;
  (async () => {
    await requireAdmin(ctx.auth);
    const listen = await open();
    if (!active) return;
    stop = listen(
      (value) => {
        if (active) onChange(value);
      },
      (error) => {
        if (active) onError(error);
      },
    );
  })().catch((error: unknown) => {
    if (active) onError(toBackendError(error));
  });
  return () => {
    active = false;
    stop?.();
  };
}
