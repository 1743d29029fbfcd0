import { collection, deleteDoc, doc, getDoc, query, updateDoc, where } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../config/constants';
import { activityDrafts } from '../../domain/activity';
import type { Page } from '../../domain/paging';
import type { Inquiry, InquiryStatus } from '../../domain/types';
import type { InquiryPageQuery } from '../port';
import type { AdminContext } from './context';
import { inquiryNotFound } from '../shared/errors';
import { isDocumentId } from '../shared/document-ids';
import { changesStatus, checkStatusFilter, requireInquiryStatus } from '../shared/inquiry-status';
import { logActivity } from './activity-log';
import { removeInquiryPhotos } from './admin-inquiry-photos';
import { requireAdmin } from './auth-session';
import { toInquiry } from './mappers';
import { countUpToLimit, readPage, type OrderedList } from './paging';

/** Inquiry management (spec 7): submittedAt desc, document id desc, optionally one status. */

function inquiries(ctx: AdminContext, status?: InquiryStatus): OrderedList<Inquiry> {
  const all = collection(ctx.db, COLLECTIONS.inquiries);
  return {
    db: ctx.db,
    collectionName: COLLECTIONS.inquiries,
    orderField: 'submittedAt',
    base: status ? query(all, where('status', '==', status)) : all,
    map: toInquiry,
  };
}

async function existingInquiry(ctx: AdminContext, id: string) {
  if (!isDocumentId(id)) throw inquiryNotFound(id);
  const snapshot = await getDoc(doc(ctx.db, COLLECTIONS.inquiries, id));
  if (!snapshot.exists()) throw inquiryNotFound(id);
  return snapshot;
}

export async function countInquiries(ctx: AdminContext, status?: InquiryStatus): Promise<number> {
  await requireAdmin(ctx.auth);
  return countUpToLimit(inquiries(ctx, checkStatusFilter(status)).base);
}

export async function getInquiryPage(ctx: AdminContext, request: InquiryPageQuery): Promise<Page<Inquiry>> {
  await requireAdmin(ctx.auth);
  return readPage(inquiries(ctx, checkStatusFilter(request.status)), request);
}

/** Setting the current status writes nothing and logs nothing (spec 4). */
export async function updateInquiryStatus(ctx: AdminContext, id: string, status: InquiryStatus): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  requireInquiryStatus(status);
  const snapshot = await existingInquiry(ctx, id);
  const from = String(snapshot.get('status') ?? '');
  if (!changesStatus(from, status)) return;
  await updateDoc(snapshot.ref, { status });
  await logActivity(ctx.db, activityDrafts.inquiryStatusChange(id, String(snapshot.get('name') ?? ''), from, status, user.uid));
}

export async function deleteInquiry(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingInquiry(ctx, id);
  await deleteDoc(snapshot.ref);
  if (Number(snapshot.get('photoCount') ?? 0) > 0) await removeInquiryPhotos(ctx, id);
  await logActivity(ctx.db, activityDrafts.inquiryDelete(id, String(snapshot.get('name') ?? ''), user.uid));
}
