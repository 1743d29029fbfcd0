import { Timestamp, addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../config/constants';
import { activityExpiry, type ActivityDraft } from '../../domain/activity';

/**
 * Writes an activity: server timestamp, expireAt 90 days ahead (a Firestore TTL policy on activities.expireAt
 * deletes it then; firestore.rules accepts 89 to 91 days to allow for the client's clock).
 * A failure is logged, never thrown (spec 8).
 */
export async function logActivity(db: Firestore, draft: ActivityDraft, now: Date = new Date()): Promise<void> {
  try {
    await addDoc(collection(db, COLLECTIONS.activities), activityFields(draft, now));
  } catch (error) {
    console.warn('[firebase] activity logging failed', draft.type, error);
  }
}

/** The stored fields of an activity (for a write that is part of a batch, e.g. an image's deletion). */
export function activityFields(draft: ActivityDraft, now: Date = new Date()) {
  return {
    type: draft.type,
    text: draft.text,
    relatedId: draft.relatedId,
    userId: draft.userId,
    details: draft.details,
    timestamp: serverTimestamp(),
    expireAt: Timestamp.fromDate(activityExpiry(now)),
  };
}
