import { activityDrafts } from '@/domain/activity';
import type { Page } from '@/domain/paging';
import { newReviewToken, reviewLinkExpiry } from '@/domain/reviews';
import type { AdminReview, ReviewLink, ReviewLinkRequest, ReviewStatus } from '@/domain/types';
import type { ReviewPageQuery, ReviewPhoto } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { inquiryNotFound, reviewNotFound } from '../shared/errors';
import { checkReviewLinkRequest } from '../shared/input-rules';
import { jobNotFound } from '../shared/job-errors';
import { checkReviewStatusFilter, requireReviewStatus } from '../shared/review-rules';
import { logActivity } from './activity-log';
import type { DemoSessionContext } from './context';
import type { ReviewRecord } from './db';
import { toAdminReview, toReview } from './mappers';
import { countList, mapPage, readPage, upToQueryLimit, type ListIndex } from './paging';
import { forgetStoredPhotoUrls, reviewPhotoUrl } from './photo-urls';
import { sampleReviewsReady } from './sample-reviews-ready';

/** Review links and review moderation of the admin part; all require the administrator. */

function reviewList(ctx: DemoSessionContext, status?: ReviewStatus): ListIndex<ReviewRecord> {
  return status
    ? { table: ctx.db.reviews, index: '[status+orderKey+id]', prefix: [status] }
    : { table: ctx.db.reviews, index: '[orderKey+id]', prefix: [] };
}

async function existingReview(ctx: DemoSessionContext, id: string): Promise<ReviewRecord> {
  const record = isDocumentId(id) ? await ctx.db.reviews.get(id) : undefined;
  if (!record) throw reviewNotFound(id);
  return record;
}

export async function createReviewLink(ctx: DemoSessionContext, request: ReviewLinkRequest): Promise<ReviewLink> {
  const user = ctx.auth.requireAdmin();
  checkReviewLinkRequest(request);
  await ctx.latency();
  await sampleReviewsReady(ctx);
  if (request.inquiryId !== null && !(await ctx.db.inquiries.get(request.inquiryId))) throw inquiryNotFound(request.inquiryId);
  if (request.jobId !== null && !(await ctx.db.jobs.get(request.jobId))) throw jobNotFound(request.jobId);
  const createdAt = ctx.now();
  const link: ReviewLink = { ...request, token: newReviewToken(), expiresAt: reviewLinkExpiry(createdAt) };
  await ctx.db.reviewLinks.add({
    id: link.token,
    createdAt: createdAt.getTime(),
    expiresAt: link.expiresAt.getTime(),
    usedAt: null,
    reviewId: null,
    inquiryId: link.inquiryId,
    jobId: link.jobId,
    workType: link.workType,
    createdBy: user.uid,
  });
  return link;
}

export async function countReviews(ctx: DemoSessionContext, filter?: ReviewStatus): Promise<number> {
  ctx.auth.requireAdmin();
  const status = checkReviewStatusFilter(filter);
  await ctx.latency();
  await sampleReviewsReady(ctx);
  return upToQueryLimit(await countList(reviewList(ctx, status)));
}

export async function getReviewPage(ctx: DemoSessionContext, query: ReviewPageQuery): Promise<Page<AdminReview>> {
  ctx.auth.requireAdmin();
  const status = checkReviewStatusFilter(query.status);
  await ctx.latency();
  await sampleReviewsReady(ctx);
  return mapPage(await readPage(reviewList(ctx, status), query), (records) => records.map(toAdminReview));
}

/** The same status writes nothing and logs nothing. */
export async function setReviewStatus(ctx: DemoSessionContext, id: string, status: ReviewStatus): Promise<void> {
  const user = ctx.auth.requireAdmin();
  requireReviewStatus(status);
  await ctx.latency();
  await sampleReviewsReady(ctx);
  const record = await existingReview(ctx, id);
  const from = toReview(record).status;
  if (record.status === status) return;
  await ctx.db.reviews.update(id, { status });
  await logActivity(ctx, activityDrafts.reviewStatusChange(id, record.name, from, status, user.uid));
}

export async function deleteReview(ctx: DemoSessionContext, id: string): Promise<void> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  await sampleReviewsReady(ctx);
  const record = await existingReview(ctx, id);
  const photoPaths = await ctx.db.transaction('rw', ctx.db.reviews, ctx.db.reviewPhotos, async () => {
    const paths = await ctx.db.reviewPhotos.where('reviewId').equals(id).primaryKeys();
    await ctx.db.reviewPhotos.bulkDelete(paths);
    await ctx.db.reviews.delete(id);
    return paths;
  });
  forgetStoredPhotoUrls(ctx.db, photoPaths);
  await logActivity(ctx, activityDrafts.reviewDelete(id, record.name, user.uid));
}

/** The review's photos, by number (an id that names no review has none). */
export async function getReviewPhotos(ctx: DemoSessionContext, reviewId: string): Promise<ReviewPhoto[]> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  await sampleReviewsReady(ctx);
  if (!isDocumentId(reviewId)) return [];
  const records = await ctx.db.reviewPhotos.where('reviewId').equals(reviewId).toArray();
  return records.sort((a, b) => a.number - b.number).map((record) => ({ number: record.number, url: reviewPhotoUrl(ctx.db, record) }));
}
