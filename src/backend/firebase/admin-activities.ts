import { MAX_ACTIVITIES_LIMIT } from '@/config/limits';
import type { Activity } from '@/domain/types';
import type { Unsubscribe } from '../port';
import { checkLimit } from '../shared/page-query';
import type { AdminContext } from './context';
import { subscribeWhenReady } from './live-subscription';

/**
 * Live list of the latest activities, newest first. Checks the administrator and the limit (1 to
 * MAX_ACTIVITIES_LIMIT, as firestore.rules allows), then loads the full Firestore SDK
 * (admin-activities-live.ts) and listens.
 */
export function subscribeRecentActivities(
  ctx: AdminContext,
  count: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeWhenReady(
    ctx,
    async () => {
      checkLimit(count, MAX_ACTIVITIES_LIMIT);
      const { listenToRecentActivities } = await import('./admin-activities-live');
      return (report, fail) => listenToRecentActivities(ctx.settings, count, report, fail);
    },
    onChange,
    onError,
  );
}
