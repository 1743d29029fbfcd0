import { MAX_QUERY_LIMIT } from '@/config/limits';
import type { PublishedReview } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { checkPublicReviewLimit } from '../shared/review-rules';
import type { DemoContext } from './context';
import type { ReviewRecord } from './db';
import { toReview } from './mappers';
import { readAfter, type ListIndex } from './paging';
import { reviewPhotoUrl } from './photo-urls';
import { sampleReviewsReady } from './sample-reviews-ready';

/** What visitors read of the reviews: the approved ones, newest first, all or of one job, with their photos. */

const approved = (ctx: DemoContext): ListIndex<ReviewRecord> => ({
  table: ctx.db.reviews,
  index: '[status+orderKey+id]',
  prefix: ['approved'],
});

const approvedOfJob = (ctx: DemoContext, jobId: string): ListIndex<ReviewRecord> => ({
  table: ctx.db.reviews,
  index: '[jobId+status+orderKey+id]',
  prefix: [jobId, 'approved'],
});

/** The reviews with the addresses of their stored photos, in number order (a sample photo is a shipped picture). */
async function published(ctx: DemoContext, records: ReviewRecord[]): Promise<PublishedReview[]> {
  const photos = await ctx.db.reviewPhotos
    .where('reviewId')
    .anyOf(records.map((record) => record.id))
    .toArray();
  return records.map((record) => ({
    ...toReview(record),
    // The link's job is staff's: visitors read it only when the customer agreed (Firebase never writes it otherwise).
    jobId: record.showOnJob === true ? (record.jobId ?? null) : null,
    photoUrls: photos
      .filter((photo) => photo.reviewId === record.id)
      .sort((a, b) => a.number - b.number)
      .map((photo) => reviewPhotoUrl(ctx.db, photo)),
  }));
}

export async function getApprovedReviews(ctx: DemoContext, limit: number): Promise<PublishedReview[]> {
  checkPublicReviewLimit(limit);
  await ctx.latency();
  await sampleReviewsReady(ctx);
  return published(ctx, await readAfter(approved(ctx), null, limit));
}

export async function getJobReviews(ctx: DemoContext, jobId: string, limit: number): Promise<PublishedReview[]> {
  checkPublicReviewLimit(limit);
  await ctx.latency();
  if (!isDocumentId(jobId)) return [];
  await sampleReviewsReady(ctx);
  // The job's approved reviews (a job has a handful: one per review link), then only those whose customer agreed to
  // show them on the job's page, as Firebase's query finds only those (their public copy names the job).
  const ofJob = await readAfter(approvedOfJob(ctx, jobId), null, MAX_QUERY_LIMIT);
  return published(ctx, ofJob.filter((record) => record.showOnJob === true).slice(0, limit));
}
