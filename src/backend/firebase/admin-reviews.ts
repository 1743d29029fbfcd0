import { Timestamp, collection, deleteDoc, doc, getDoc, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore/lite';
import { COLLECTIONS, JOBS_COLLECTION, REVIEW_LINKS_COLLECTION, REVIEWS_COLLECTION } from '@/config/constants';
import { activityDrafts } from '@/domain/activity';
import type { Page } from '@/domain/paging';
import { newReviewToken, reviewLinkExpiry, reviewPhotoFolder, reviewPhotoNumber } from '@/domain/reviews';
import type { Review, ReviewLink, ReviewLinkRequest, ReviewStatus } from '@/domain/types';
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
import { toReview } from './mappers';
import { countUpToLimit, readPage, type OrderedList } from './paging';
import { numberedPhotos, removeQuietly } from './storage-gateway';

/** Review links and review moderation (createdAt desc, document id desc, optionally one status); admins only. */

function reviews(ctx: AdminContext, status?: ReviewStatus): OrderedList<Review> {
  const all = collection(ctx.db, REVIEWS_COLLECTION);
  return {
    db: ctx.db,
    collectionName: REVIEWS_COLLECTION,
    orderField: 'createdAt',
    base: status ? query(all, where('status', '==', status)) : all,
    map: toReview,
  };
}

async function existingReview(ctx: AdminContext, id: string) {
  if (!isDocumentId(id)) throw reviewNotFound(id);
  const snapshot = await getDoc(doc(ctx.db, REVIEWS_COLLECTION, id));
  if (!snapshot.exists()) throw reviewNotFound(id);
  return snapshot;
}

/** firestore.rules check the inquiry or job exists and expiresAt is the server's time + the validity (within a tolerance). */
export async function createReviewLink(ctx: AdminContext, request: ReviewLinkRequest): Promise<ReviewLink> {
  const user = await requireAdmin(ctx.auth);
  checkReviewLinkRequest(request);
  if (request.inquiryId !== null && !(await getDoc(doc(ctx.db, COLLECTIONS.inquiries, request.inquiryId))).exists()) {
    throw inquiryNotFound(request.inquiryId);
  }
  if (request.jobId !== null && !(await getDoc(doc(ctx.db, JOBS_COLLECTION, request.jobId))).exists()) throw jobNotFound(request.jobId);
  const link: ReviewLink = { ...request, token: newReviewToken(), expiresAt: reviewLinkExpiry(ctx.now()) };
  await setDoc(doc(ctx.db, REVIEW_LINKS_COLLECTION, link.token), {
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromDate(link.expiresAt),
    usedAt: null,
    reviewId: null,
    inquiryId: link.inquiryId,
    jobId: link.jobId,
    workType: link.workType,
    createdBy: user.uid,
  });
  return link;
}

export async function countReviews(ctx: AdminContext, status?: ReviewStatus): Promise<number> {
  await requireAdmin(ctx.auth);
  return countUpToLimit(reviews(ctx, checkReviewStatusFilter(status)).base);
}

export async function getReviewPage(ctx: AdminContext, request: ReviewPageQuery): Promise<Page<Review>> {
  await requireAdmin(ctx.auth);
  const status = checkReviewStatusFilter(request.status);
  return readPage(reviews(ctx, status), request, status);
}

/** The same status writes nothing and logs nothing; firestore.rules let admins change only the status. */
export async function setReviewStatus(ctx: AdminContext, id: string, status: ReviewStatus): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  requireReviewStatus(status);
  const snapshot = await existingReview(ctx, id);
  const review = toReview(id, snapshot.data());
  if (snapshot.get('status') === status) return;
  await updateDoc(snapshot.ref, { status });
  await logActivity(ctx.db, activityDrafts.reviewStatusChange(id, review.name, review.status, status, user.uid));
}

/**
 * Deletes the review, then its photos from this browser (waiting at most timing.fileRemovalWaitMs; a failure is
 * logged: the photos of a deleted review are no longer readable by visitors, storage.rules find no approved review).
 */
export async function deleteReview(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingReview(ctx, id);
  await deleteDoc(snapshot.ref);
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
