import { liveQuery } from 'dexie';
import { MAX_ACTIVITIES_LIMIT } from '../../config/constants';
import type { Activity } from '../../domain/types';
import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';
import { checkLimit } from '../shared/page-query';
import type { DemoSessionContext } from './context';
import { toActivity } from './mappers';

/**
 * Live list of the latest `limit` activities, newest first (Dexie liveQuery: it re-runs whenever the
 * activities table changes, in this tab or another). Requires the administrator and a limit from 1 to
 * MAX_ACTIVITIES_LIMIT; otherwise onError is called (with a BackendError, as for any failure).
 */
export function subscribeRecentActivities(
  ctx: DemoSessionContext,
  limit: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  try {
    ctx.auth.requireAdmin();
    checkLimit(limit, MAX_ACTIVITIES_LIMIT);
  } catch (error) {
    queueMicrotask(() => onError(error));
    return () => {};
  }
  const query = liveQuery(async () => {
    const records = await ctx.db.activities.orderBy('[orderKey+id]').reverse().limit(limit).toArray();
    return records.map(toActivity);
  });
  const subscription = query.subscribe({ next: onChange, error: (error: unknown) => onError(toBackendError(error)) });
  return () => subscription.unsubscribe();
}
