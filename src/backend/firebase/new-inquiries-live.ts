import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { COLLECTIONS, INITIAL_INQUIRY_STATUS, MAX_QUERY_LIMIT } from '@/config/constants';
import type { Inquiry } from '@/domain/types';
import type { Unsubscribe } from '../port';
import { toBackendError } from '../shared/errors';
import { fullFirestore } from './firestore-full';
import { toInquiry } from './mappers';
import type { FirebaseSettings } from './settings';

/**
 * A listener on the 신규 inquiries, with the limit firestore.rules require of every inquiry list (MAX_QUERY_LIMIT),
 * on the full Firestore SDK (firestore-full.ts). Imported on demand by new-inquiries.ts.
 */
export function listenToNewInquiries(
  settings: FirebaseSettings,
  onChange: (inquiries: Inquiry[]) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const db = fullFirestore(settings);
  const fresh = query(collection(db, COLLECTIONS.inquiries), where('status', '==', INITIAL_INQUIRY_STATUS), limit(MAX_QUERY_LIMIT));
  return onSnapshot(
    fresh,
    (snapshot) => onChange(snapshot.docs.map((document) => toInquiry(document.id, document.data({ serverTimestamps: 'estimate' })))),
    (error) => onError(toBackendError(error)),
  );
}
