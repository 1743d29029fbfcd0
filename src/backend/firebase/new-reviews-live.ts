import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { REVIEWS_COLLECTION } from '@/config/collections';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import { INITIAL_REVIEW_STATUS } from '@/domain/categories';
import type { Review } from '@/domain/types';
import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';
import { fullFirestore } from './firestore-full';
import { toReview } from './mappers';
import type { FirebaseSettings } from './settings';

/** A listener on the pending reviews, with the limit firestore.rules require of an admin's list. Imported on demand. */
export function listenToPendingReviews(
  settings: FirebaseSettings,
  onChange: (reviews: Review[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const db = fullFirestore(settings);
  const pending = query(collection(db, REVIEWS_COLLECTION), where('status', '==', INITIAL_REVIEW_STATUS), limit(MAX_QUERY_LIMIT));
  return onSnapshot(
    pending,
    (snapshot) => onChange(snapshot.docs.map((document) => toReview(document.id, document.data({ serverTimestamps: 'estimate' })))),
    (error) => onError(toBackendError(error)),
  );
}
