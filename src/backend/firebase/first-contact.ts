import {
  collection,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  Timestamp,
  where,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { RESPONSE_TIMES_READ_MAX, WAITING_INQUIRIES_READ_MAX } from '@/config/lead-response';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { responseTimesOf, type ResponseTimes } from '@/domain/response-times';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Inquiry } from '@/domain/types';
import { inquiryNotFound } from '../shared/errors';
import { existingInquiry } from './admin-inquiries';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toDate, toInquiry } from './mappers';

/**
 * The first-contact clock on Firebase. firestore.rules let an administrator set firstContactAt once, to the
 * request's time, never before submittedAt: one transaction reads it and writes it only while absent, so two
 * phones tapping 전화 at once keep the first. The figures and the waiting list are bounded reads (lead-response.ts).
 */

export async function recordFirstContact(ctx: AdminContext, id: string): Promise<Date> {
  await requireAdmin(ctx.auth);
  const ref = (await existingInquiry(ctx, id)).ref;
  await runTransaction(ctx.db, async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists()) throw inquiryNotFound(id);
    if (toDate(snapshot.get('firstContactAt')) === null) transaction.update(ref, { firstContactAt: serverTimestamp() });
  });
  const stored = toDate((await getDoc(ref)).get('firstContactAt'));
  if (!stored) throw inquiryNotFound(id); // Deleted in between.
  return stored;
}

/** At most RESPONSE_TIMES_READ_MAX + 1 document reads (the one more tells whether the week had more). */
export async function getResponseTimes(ctx: AdminContext, since: Date): Promise<ResponseTimes> {
  await requireAdmin(ctx.auth);
  const snapshot = await getDocs(
    query(
      collection(ctx.db, COLLECTIONS.inquiries),
      where('submittedAt', '>=', Timestamp.fromDate(since)),
      orderBy('submittedAt', 'desc'),
      limit(RESPONSE_TIMES_READ_MAX + 1),
    ),
  );
  const read = snapshot.docs.slice(0, RESPONSE_TIMES_READ_MAX).map((document) => toInquiry(document.id, document.data()));
  return responseTimesOf(since, read, snapshot.size > RESPONSE_TIMES_READ_MAX);
}

/** At most WAITING_INQUIRIES_READ_MAX document reads (index: status, submittedAt ascending). */
export async function listWaitingInquiries(ctx: AdminContext): Promise<Inquiry[]> {
  await requireAdmin(ctx.auth);
  const snapshot = await getDocs(
    query(
      collection(ctx.db, COLLECTIONS.inquiries),
      where('status', '==', toStoredInquiryStatus(INITIAL_INQUIRY_STATUS)),
      orderBy('submittedAt', 'asc'),
      limit(WAITING_INQUIRIES_READ_MAX),
    ),
  );
  return snapshot.docs.map((document) => toInquiry(document.id, document.data())).filter((inquiry) => inquiry.firstContactAt === null);
}
