import { activityDocumentId, activityExpiry, type ActivityDraft } from '@/domain/activity-base';
import { isActivityDraft } from '../shared/input-rules';
import type { DemoContext } from './context';
import type { ActivityRecord } from './db';
import { orderKeyOf } from './db';
import { newId } from './ids';

export function activityRecordOf(draft: ActivityDraft, at: Date, id: string = activityDocumentId(draft) ?? newId()): ActivityRecord {
  const timestamp = at.getTime();
  return {
    id,
    type: draft.type,
    text: draft.text,
    timestamp,
    orderKey: orderKeyOf(timestamp),
    expireAt: activityExpiry(at).getTime(),
    relatedId: draft.relatedId,
    userId: draft.userId,
    details: draft.details,
  };
}

/**
 * Writes an activity (timestamp now, expireAt 90 days later), like firestore.rules allow it: the new_inquiry
 * activity under its inquiry's id and only once (add fails when the id exists), and only with the details of its
 * type (isActivityDraft). A failure is logged, never thrown.
 */
export async function logActivity(ctx: DemoContext, draft: ActivityDraft): Promise<void> {
  try {
    if (!isActivityDraft(draft)) throw new Error('the activity does not have the shape firestore.rules accept');
    ctx.faults.check('activityWrite');
    await ctx.db.activities.add(activityRecordOf(draft, ctx.now()));
  } catch (error) {
    console.warn('[demo backend] activity logging failed', draft.type, error);
  }
}

/**
 * Adds an activity inside the caller's transaction (a write that must come with it, as a Firebase batch holds it),
 * unless an activity fault is armed: then it is only logged and the rest of the transaction stands.
 */
export async function addActivityInTransaction(ctx: DemoContext, draft: ActivityDraft, at: Date): Promise<void> {
  try {
    ctx.faults.check('activityWrite');
  } catch (error) {
    console.warn('[demo backend] activity logging failed', draft.type, error);
    return;
  }
  await ctx.db.activities.add(activityRecordOf(draft, at));
}
