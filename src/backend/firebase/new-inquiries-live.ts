import { collection, getCountFromServer, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import { NEW_INQUIRIES_LIVE_WINDOW, NEW_INQUIRIES_RECOUNT_MS } from '@/config/timing';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Inquiry } from '@/domain/types';
import type { Unsubscribe } from '../port';
import type { ChangeSignal } from '../shared/change-signal';
import { toBackendError } from '../shared/errors';
import { fullFirestore } from './firestore-full';
import { toInquiry } from './mappers';
import type { FirebaseSettings } from './settings';

/** The newest 신규 inquiries (a live window) and how many there are in all. */
export interface NewInquiriesWindow {
  newest: Inquiry[];
  count: number;
}

/**
 * The 신규 inquiries at a bounded cost, however many arrive (a flood of scripted inquiries included): a listener on
 * only the newest NEW_INQUIRIES_LIVE_WINDOW (each arrival is one document read), and the count as a count query
 * (with the limit firestore.rules require: one read per 1,000 counted, at most 5), asked again when the window
 * changes, when `recount` is notified (this admin's own writes) and every NEW_INQUIRIES_RECOUNT_MS; one count at a
 * time, changes meanwhile folded into one more. Reports once both are known, then on every change. The full SDK
 * (firestore-full.ts); imported on demand by new-inquiries.ts.
 */
export function listenToNewInquiries(
  settings: FirebaseSettings,
  onChange: (update: NewInquiriesWindow) => void,
  onError: (error: unknown) => void,
  recount: ChangeSignal,
): Unsubscribe {
  const db = fullFirestore(settings);
  const fresh = query(collection(db, COLLECTIONS.inquiries), where('status', '==', toStoredInquiryStatus(INITIAL_INQUIRY_STATUS)));
  const windowQuery = query(fresh, orderBy('submittedAt', 'desc'), limit(NEW_INQUIRIES_LIVE_WINDOW));
  const countQuery = query(fresh, limit(MAX_QUERY_LIMIT));
  let stopped = false;
  let newest: Inquiry[] | null = null;
  let count: number | null = null;
  let counting = false;
  let countAgain = false;

  const report = () => {
    if (!stopped && newest && count !== null) onChange({ newest, count });
  };
  const fail = (error: unknown) => {
    if (!stopped) onError(toBackendError(error));
  };
  const countNow = () => {
    if (stopped) return;
    if (counting) {
      countAgain = true;
      return;
    }
    counting = true;
    getCountFromServer(countQuery)
      .then((snapshot) => {
        count = snapshot.data().count;
        report();
      }, fail)
      .finally(() => {
        counting = false;
        if (countAgain) {
          countAgain = false;
          countNow();
        }
      });
  };

  const stopWindow = onSnapshot(
    windowQuery,
    (snapshot) => {
      newest = snapshot.docs.map((document) => toInquiry(document.id, document.data({ serverTimestamps: 'estimate' })));
      report();
      countNow();
    },
    fail,
  );
  const stopRecount = recount.listen(countNow);
  const timer = setInterval(countNow, NEW_INQUIRIES_RECOUNT_MS);
  return () => {
    stopped = true;
    stopWindow();
    stopRecount();
    clearInterval(timer);
  };
}
