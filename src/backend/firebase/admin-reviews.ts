import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import {
  COLLECTIONS,
  JOBS_COLLECTION,
  REVIEW_LINK_DETAILS_COLLECTION,
  REVIEW_LINKS_COLLECTION,
  REVIEW_SOURCES_COLLECTION,
  REVIEWS_COLLECTION,
} from '@/config/collections';
import { activityDrafts } from '@/domain/activity';
import type { Page } from '@/domain/paging';
import { newReviewToken, reviewLinkExpiry, reviewPhotoFolder, reviewPhotoNumber } from '@/domain/reviews';
import type { AdminReview, ReviewLink, ReviewLinkRequest, ReviewStatus } from '@/domain/types';
import type { ReviewPageQuery, ReviewPhoto } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { inquiryNotFound, reviewNotFound } from '../shared/errors';
import { checkReviewLinkRequest } from '../shared/input-rules';
import { jobNotFound } from '../shared/job-errors';
import { checkReviewStatusFilter, requireReviewStatus } from '../shared/review-rules';
import { settleWithin } from '../shared/timing';
import { logActivity } from './activity-log';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toAdminReview, toReview, type DocData } from './mappers';
import { countUpToLimit, readPage, type OrderedList } from './paging';
import { numberedPhotos, removeQuietly } from './storage-gateway';

/**
 * Review links and review moderation (createdAt desc, document id desc, optionally one status); admins only. What
 * staff know of a link beyond its public half (who made it, for which inquiry and job, which review it gave) is in
 * its admin-only details (REVIEW_LINK_DETAILS_COLLECTION), joined to each review here.
 */

interface StoredReview {
  id: string;
  data: DocData;
}

function reviews(ctx: AdminContext, status?: ReviewStatus): OrderedList<StoredReview> {
  const all = collection(ctx.db, REVIEWS_COLLECTION);
  return {
    db: ctx.db,
    collectionName: REVIEWS_COLLECTION,
    orderField: 'createdAt',
    base: status ? query(all, where('status', '==', status)) : all,
    map: (id, data) => ({ id, data }),
  };
}

/** Firestore's most values in one `in` filter. */
const IN_FILTER_MAX = 30;

/** The details of the links the reviews were written through, by review id (one query per 30 reviews). */
async function linkDetailsOf(db: Firestore, reviewIds: string[]): Promise<Map<string, DocData>> {
  const byReview = new Map<string, DocData>();
  const details = collection(db, REVIEW_LINK_DETAILS_COLLECTION);
  for (let start = 0; start < reviewIds.length; start += IN_FILTER_MAX) {
    const ids = reviewIds.slice(start, start + IN_FILTER_MAX);
    const snapshot = await getDocs(query(details, where('reviewId', 'in', ids), limit(ids.length)));
    for (const document of snapshot.docs) byReview.set(String(document.get('reviewId')), document.data());
  }
  return byReview;
}

async function existingReview(ctx: AdminContext, id: string) {
  if (!isDocumentId(id)) throw reviewNotFound(id);
  const snapshot = await getDoc(doc(ctx.db, REVIEWS_COLLECTION, id));
  if (!snapshot.exists()) throw reviewNotFound(id);
  return snapshot;
}

/**
 * The link's public half (what the customer's page reads) and its admin-only details, in one batch: firestore.rules
 * accept each only with the other, check the inquiry or job exists and expiresAt is the server's time + the validity
 * (within a tolerance).
 */
export async function createReviewLink(ctx: AdminContext, request: ReviewLinkRequest): Promise<ReviewLink> {
  const user = await requireAdmin(ctx.auth);
  checkReviewLinkRequest(request);
  if (request.inquiryId !== null && !(await getDoc(doc(ctx.db, COLLECTIONS.inquiries, request.inquiryId))).exists()) {
    throw inquiryNotFound(request.inquiryId);
  }
  if (request.jobId !== null && !(await getDoc(doc(ctx.db, JOBS_COLLECTION, request.jobId))).exists()) throw jobNotFound(request.jobId);
  const link: ReviewLink = { ...request, token: newReviewToken(), expiresAt: reviewLinkExpiry(ctx.now()) };
  const batch = writeBatch(ctx.db);
  batch.set(doc(ctx.db, REVIEW_LINKS_COLLECTION, link.token), {
    expiresAt: Timestamp.fromDate(link.expiresAt),
    used: false,
    workType: link.workType,
  });
  batch.set(doc(ctx.db, REVIEW_LINK_DETAILS_COLLECTION, link.token), {
    createdAt: serverTimestamp(),
    createdBy: user.uid,
    inquiryId: link.inquiryId,
    jobId: link.jobId,
    usedAt: null,
    reviewId: null,
  });
  await batch.commit();
  return link;
}

export async function countReviews(ctx: AdminContext, status?: ReviewStatus): Promise<number> {
  await requireAdmin(ctx.auth);
  return countUpToLimit(reviews(ctx, checkReviewStatusFilter(status)).base);
}

export async function getReviewPage(ctx: AdminContext, request: ReviewPageQuery): Promise<Page<AdminReview>> {
  await requireAdmin(ctx.auth);
  const status = checkReviewStatusFilter(request.status);
  const page = await readPage(reviews(ctx, status), request, status);
  const details = await linkDetailsOf(
    ctx.db,
    page.items.map((review) => review.id),
  );
  return { ...page, items: page.items.map(({ id, data }) => toAdminReview(id, data, details.get(id))) };
}

/**
 * The same status writes nothing and logs nothing; firestore.rules let admins change only the status, and the jobId
 * to the job the review's link was made for, only when the customer agreed to the review showing on the job's page
 * (showOnJob): set with every change, so an approved review shows under that job (the customer's batch cannot: the
 * link's job is not theirs to read). Without that consent the public copy names no job (an old one is cleared).
 */
export async function setReviewStatus(ctx: AdminContext, id: string, status: ReviewStatus): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  requireReviewStatus(status);
  const snapshot = await existingReview(ctx, id);
  const review = toReview(id, snapshot.data());
  if (snapshot.get('status') === status) return;
  const details = (await linkDetailsOf(ctx.db, [id])).get(id);
  const jobId = !review.showOnJob ? null : details ? (details.jobId ?? null) : undefined;
  await updateDoc(snapshot.ref, jobId === undefined || jobId === (snapshot.get('jobId') ?? null) ? { status } : { status, jobId });
  await logActivity(ctx.db, activityDrafts.reviewStatusChange(id, review.name, review.status, status, user.uid));
}

/**
 * Deletes the review with its source (the link's details keep the review's id, as a used link's record), then its
 * photos from this browser (waiting at most timing.fileRemovalWaitMs; a failure is
 * logged: the photos of a deleted review are no longer readable by visitors, storage.rules find no approved review).
 */
export async function deleteReview(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingReview(ctx, id);
  const batch = writeBatch(ctx.db);
  batch.delete(snapshot.ref);
  batch.delete(doc(ctx.db, REVIEW_SOURCES_COLLECTION, id));
  await batch.commit();
  if (Number(snapshot.get('photoCount') ?? 0) > 0) {
    const removal = (async () => {
      const storage = await ctx.storage();
      await removeQuietly(storage, await storage.list(reviewPhotoFolder(id)));
    })().catch((error: unknown) => console.warn('[firebase] could not remove the photos of review', id, error));
    await settleWithin(removal, ctx.timing.fileRemovalWaitMs);
  }
  await logActivity(ctx.db, activityDrafts.reviewDelete(id, String(snapshot.get('name') ?? ''), user.uid));
}

/** The stored photos of a review (storage.rules: admins list and read any), by number. */
export async function getReviewPhotos(ctx: AdminContext, reviewId: string): Promise<ReviewPhoto[]> {
  await requireAdmin(ctx.auth);
  if (!isDocumentId(reviewId)) return [];
  return numberedPhotos(await ctx.storage(), reviewPhotoFolder(reviewId), reviewPhotoNumber);
}
