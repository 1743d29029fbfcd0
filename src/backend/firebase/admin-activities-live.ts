import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import type { Activity } from '@/domain/types';
import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';
import { fullFirestore } from './firestore-full';
import { toActivity } from './mappers';
import type { FirebaseSettings } from './settings';

/**
 * The dashboard's live list of the latest activities, on the full Firestore SDK
 * (firestore-full.ts). Imported on demand by admin-activities.ts.
 */
export function listenToRecentActivities(
  settings: FirebaseSettings,
  count: number,
  onChange: (activities: Activity[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const db = fullFirestore(settings);
  const latest = query(collection(db, COLLECTIONS.activities), orderBy('timestamp', 'desc'), limit(count));
  return onSnapshot(
    latest,
    (snapshot) => onChange(snapshot.docs.map((document) => toActivity(document.id, document.data({ serverTimestamps: 'estimate' })))),
    (error) => onError(toBackendError(error)),
  );
}
