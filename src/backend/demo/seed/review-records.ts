import type { Transaction } from 'dexie';
import { reviewPhotoPath } from '@/domain/reviews';
import type { AdminReview, StoredReviewLink } from '@/domain/types';
import { orderKeyOf, type ReviewLinkRecord, type ReviewPhotoRecord, type ReviewRecord } from '../db';

/**
 * Reviews, review links and review photos as seeds (domain shape) and as records. Apart from records.ts so that the
 * code that writes them loads with the reviews, never with the first page (sample-reviews-ready.ts).
 */

/** A review as staff know it, with the token of the link it was written through. */
export type ReviewSeed = AdminReview & { linkId: string };
/** A review link as stored. */
export type ReviewLinkSeed = StoredReviewLink;
/** A sample review's photo: a picture shipped with the site (a relative URL). */
export interface ReviewPhotoSeed {
  reviewId: string;
  number: number;
  url: string;
}

const ms = (date: Date | null): number | null => (date ? date.getTime() : null);

export function reviewRecordOf(seed: ReviewSeed): ReviewRecord {
  const createdAt = ms(seed.createdAt);
  return {
    id: seed.id,
    linkId: seed.linkId,
    rating: seed.rating,
    text: seed.text,
    name: seed.name,
    nameShown: seed.nameShown,
    photoCount: seed.photoCount,
    showOnJob: seed.showOnJob,
    status: seed.status,
    createdAt,
    orderKey: orderKeyOf(createdAt),
    inquiryId: seed.inquiryId,
    jobId: seed.jobId,
    workType: seed.workType,
  };
}

export function reviewLinkRecordOf(seed: ReviewLinkSeed): ReviewLinkRecord {
  return {
    id: seed.token,
    createdAt: seed.createdAt.getTime(),
    expiresAt: seed.expiresAt.getTime(),
    usedAt: ms(seed.usedAt),
    reviewId: seed.reviewId,
    inquiryId: seed.inquiryId,
    jobId: seed.jobId,
    workType: seed.workType,
    createdBy: seed.createdBy,
  };
}

export function reviewPhotoRecordOf(seed: ReviewPhotoSeed): ReviewPhotoRecord {
  return {
    path: reviewPhotoPath(seed.reviewId, seed.number),
    reviewId: seed.reviewId,
    number: seed.number,
    url: seed.url,
    contentType: 'image/webp',
    size: 0,
  };
}

/** Writes reviews, links and photos inside the given transaction (which must include their tables). */
export async function writeReviewSeed(
  tx: Transaction,
  seed: { reviews?: ReviewSeed[]; reviewLinks?: ReviewLinkSeed[]; reviewPhotos?: ReviewPhotoSeed[] },
): Promise<void> {
  await tx.table<ReviewRecord, string>('reviews').bulkPut((seed.reviews ?? []).map(reviewRecordOf));
  await tx.table<ReviewLinkRecord, string>('reviewLinks').bulkPut((seed.reviewLinks ?? []).map(reviewLinkRecordOf));
  await tx.table<ReviewPhotoRecord, string>('reviewPhotos').bulkPut((seed.reviewPhotos ?? []).map(reviewPhotoRecordOf));
}
