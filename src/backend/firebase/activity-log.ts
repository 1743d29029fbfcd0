import { Timestamp, addDoc, collection, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { activityDocumentId, activityExpiry, type ActivityDraft } from '@/domain/activity-base';
import { isActivityDraft } from '../shared/input-rules';

/**
 * Writes an activity: server timestamp, expireAt 90 days ahead (a Firestore TTL policy on activities.expireAt
 * deletes it then; firestore.rules accepts 89 to 91 days to allow for the client's clock).
 * The new_inquiry activity goes to activities/{inquiry id} (activityDocumentId): the rules accept it only as a
 * create there, so a second one for the same inquiry is refused. A draft the rules would refuse (isActivityDraft)
 * is not sent. A failure is logged, never thrown.
 */
export async function logActivity(db: Firestore, draft: ActivityDraft, now: Date = new Date()): Promise<void> {
  try {
    if (!isActivityDraft(draft)) throw new Error('the activity does not have the shape firestore.rules accept');
    const fields = activityFields(draft, now);
    const id = activityDocumentId(draft);
    if (id === null) await addDoc(collection(db, COLLECTIONS.activities), fields);
    else await setDoc(doc(db, COLLECTIONS.activities, id), fields);
  } catch (error) {
    console.warn('[firebase] activity logging failed', draft.type, error);
  }
}

/** The stored fields of an activity (for a write that is part of a batch, e.g. a photo's deletion). */
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
