import { MAX_ACTIVITIES_LIMIT } from '@/config/limits';
import type { Activity } from '@/domain/types';
import type { Unsubscribe } from '../port';
import { checkLimit } from '../shared/page-query';
import type { DemoSessionContext } from './context';
import { subscribeLive } from './live-query';
import { toActivity } from './mappers';

/**
 * Live list of the latest `limit` activities, newest first. Requires the administrator and a limit from 1 to
 * MAX_ACTIVITIES_LIMIT; otherwise onError is called (with a BackendError, as for any failure).
 */
export function subscribeRecentActivities(
  ctx: DemoSessionContext,
  limit: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  return subscribeLive(
    () => {
      ctx.auth.requireAdmin();
      checkLimit(limit, MAX_ACTIVITIES_LIMIT);
    },
    async () => {
      const records = await ctx.db.activities.orderBy('[orderKey+id]').reverse().limit(limit).toArray();
      return records.map(toActivity);
    },
    onChange,
    onError,
  );
}
