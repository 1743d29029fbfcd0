import { liveQuery } from 'dexie';
import type { Activity } from '../../domain/types';
import type { Unsubscribe } from '../port';
import type { DemoSessionContext } from './context';
import { toActivity } from './mappers';

/**
 * Live list of the latest `limit` activities, newest first (Dexie liveQuery: it re-runs whenever the
 * activities table changes, in this tab or another). Requires the administrator; otherwise onError is called.
 */
export function subscribeRecentActivities(
  ctx: DemoSessionContext,
  limit: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  try {
    ctx.auth.requireAdmin();
  } catch (error) {
    queueMicrotask(() => onError(error));
    return () => {};
  }
  const query = liveQuery(async () => {
    const records = await ctx.db.activities.orderBy('[orderKey+id]').reverse().limit(limit).toArray();
    return records.map(toActivity);
  });
  const subscription = query.subscribe({ next: onChange, error: onError });
  return () => subscription.unsubscribe();
}
