import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '@/config/collections';
import { activityDrafts } from '@/domain/activity';
import type { Page } from '@/domain/paging';
import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import type { InquiryFilter, InquiryPageQuery } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { inquiryNotFound } from '../shared/errors';
import { statusRecordsFirstContact } from '../shared/first-contact';
import { checkInquiryFilter, type InquiryQuery } from '../shared/inquiry-filter';
import { changesStatus, requireInquiryStatus } from '../shared/inquiry-status';
import { changesStaffNote, staffNoteOf } from '../shared/staff-note';
import { logActivity } from './activity-log';
import { removeInquiryPhotos } from './admin-inquiry-photos';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toInquiry } from './mappers';
import { countUpToLimit, readPage, type OrderedList } from './paging';

/**
 * Inquiry management: submittedAt desc, document id desc, optionally one status, a period (a range on
 * submittedAt, the order field, so cursors work as before) and a search key (array-contains on searchKeys, see
 * src/domain/inquiry-search.ts). Composite indexes: firestore.indexes.json.
 */
function inquiries(ctx: AdminContext, filter: InquiryQuery = {}): OrderedList<Inquiry> {
  const conditions: QueryConstraint[] = [];
  if (filter.status) conditions.push(where('status', '==', toStoredInquiryStatus(filter.status)));
  if (filter.searchKey) conditions.push(where('searchKeys', 'array-contains', filter.searchKey));
  if (filter.fromMs !== undefined) conditions.push(where('submittedAt', '>=', Timestamp.fromMillis(filter.fromMs)));
  if (filter.beforeMs !== undefined) conditions.push(where('submittedAt', '<', Timestamp.fromMillis(filter.beforeMs)));
  return {
    db: ctx.db,
    collectionName: COLLECTIONS.inquiries,
    orderField: 'submittedAt',
    base: query(collection(ctx.db, COLLECTIONS.inquiries), ...conditions),
    map: toInquiry,
  };
}

export async function existingInquiry(ctx: AdminContext, id: string) {
  if (!isDocumentId(id)) throw inquiryNotFound(id);
  const snapshot = await getDoc(doc(ctx.db, COLLECTIONS.inquiries, id));
  if (!snapshot.exists()) throw inquiryNotFound(id);
  return snapshot;
}

export async function countInquiries(ctx: AdminContext, filter?: InquiryStatus | InquiryFilter): Promise<number> {
  await requireAdmin(ctx.auth);
  return countUpToLimit(inquiries(ctx, checkInquiryFilter(filter)).base);
}

export async function getInquiryPage(ctx: AdminContext, request: InquiryPageQuery): Promise<Page<Inquiry>> {
  await requireAdmin(ctx.auth);
  const filter = checkInquiryFilter(request);
  return readPage(inquiries(ctx, filter), request, filter);
}

/** Setting the current status writes nothing and logs nothing. */
export async function updateInquiryStatus(ctx: AdminContext, id: string, status: InquiryStatus): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  requireInquiryStatus(status);
  const snapshot = await existingInquiry(ctx, id);
  const from = String(snapshot.get('status') ?? '');
  if (!changesStatus(from, status)) return;
  // A move past 신규 is a first contact when nobody reached the visitor before (set once: firestore.rules).
  const firstContact = statusRecordsFirstContact(status, snapshot.get('firstContactAt')) ? { firstContactAt: serverTimestamp() } : {};
  const stored = toStoredInquiryStatus(status);
  await updateDoc(snapshot.ref, { status: stored, ...firstContact });
  ctx.inquiryWrites.notify();
  await logActivity(ctx.db, activityDrafts.inquiryStatusChange(id, String(snapshot.get('name') ?? ''), from, stored, user.uid));
}

export async function deleteInquiry(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingInquiry(ctx, id);
  await deleteDoc(snapshot.ref);
  ctx.inquiryWrites.notify();
  if (Number(snapshot.get('photoCount') ?? 0) > 0) await removeInquiryPhotos(ctx, id);
  await logActivity(ctx.db, activityDrafts.inquiryDelete(id, String(snapshot.get('name') ?? ''), user.uid));
}

export async function getInquiry(ctx: AdminContext, id: string): Promise<Inquiry | null> {
  await requireAdmin(ctx.auth);
  if (!isDocumentId(id)) return null;
  const snapshot = await getDoc(doc(ctx.db, COLLECTIONS.inquiries, id));
  return snapshot.exists() ? toInquiry(snapshot.id, snapshot.data()) : null;
}

/** The same note (after trimming) writes nothing and logs nothing; firestore.rules let admins change only this and the status. */
export async function updateInquiryNote(ctx: AdminContext, id: string, note: string | null): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const staffNote = staffNoteOf(note);
  const snapshot = await existingInquiry(ctx, id);
  if (!changesStaffNote(snapshot.get('staffNote'), staffNote)) return;
  await updateDoc(snapshot.ref, { staffNote });
  await logActivity(ctx.db, activityDrafts.inquiryNote(id, String(snapshot.get('name') ?? ''), staffNote !== null, user.uid));
}
