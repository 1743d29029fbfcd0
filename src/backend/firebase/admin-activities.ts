import { MAX_ACTIVITIES_LIMIT } from '../../config/constants';
import type { Activity } from '../../domain/types';
import type { Unsubscribe } from '../port';
import type { AdminContext } from './context';
import { requireAdmin } from './auth-session';
import { toBackendError } from '../shared/errors';
import { checkLimit } from '../shared/page-query';

/**
 * Live list of the latest activities, newest first. Checks the administrator and the limit (1 to
 * MAX_ACTIVITIES_LIMIT, as firestore.rules allows), then loads the full Firestore SDK
 * (admin-activities-live.ts) and listens. Unsubscribing before that is done cancels it.
 */
export function subscribeRecentActivities(
  ctx: AdminContext,
  count: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  let active = true;
  let stop: Unsubscribe | undefined;
  (async () => {
    await requireAdmin(ctx.auth);
    checkLimit(count, MAX_ACTIVITIES_LIMIT);
    const { listenToRecentActivities } = await import('./admin-activities-live');
    if (!active) return;
    stop = listenToRecentActivities(
      ctx.settings,
      count,
      (activities) => {
        if (active) onChange(activities);
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
