import { REVIEW_PHOTO_LIMITS } from '@/config/limits';
import { reviewPhotoNumber, reviewPhotoPath } from '@/domain/reviews';
import type { ReviewPhotoUpload } from '../port';
import { checkReviewPhotos } from '../shared/input-rules';
import { uploadPhotosOneByOne, type PhotoTransfer } from '../shared/visitor-photo-upload';
import type { DemoContext } from './context';
import { refuseLikeStorageRules, simulateTransfer } from './simulated-transfer';

/**
 * The demo's Storage for a customer's review photos (the reviewPhotos table), refusing each photo where
 * storage.rules refuse it: no such review, the review older than uploadWindowMinutes, a number above its
 * photoCount, a photo already stored under that number.
 */
async function storePhoto(ctx: DemoContext, reviewId: string, { path, file }: PhotoTransfer): Promise<void> {
  const number = reviewPhotoNumber(path) ?? 0;
  await ctx.db.transaction('rw', ctx.db.reviews, ctx.db.reviewPhotos, async () => {
    ctx.faults.check('fileWrite');
    const review = await ctx.db.reviews.get(reviewId);
    const stored = (await ctx.db.reviewPhotos.get(path)) !== undefined;
    refuseLikeStorageRules(
      review && { at: review.createdAt, photoCount: review.photoCount },
      number,
      REVIEW_PHOTO_LIMITS.uploadWindowMinutes,
      ctx.now(),
      stored,
    );
    await ctx.db.reviewPhotos.add({ path, reviewId, number, blob: file, contentType: file.type, size: file.size });
  });
}

export async function uploadReviewPhotos(
  ctx: DemoContext,
  stepMs: number,
  reviewId: string,
  photos: ReviewPhotoUpload[],
  onProgress: (percent: number) => void,
): Promise<{ failed: number[] }> {
  checkReviewPhotos(reviewId, photos);
  await ctx.latency();
  const pathOf = (number: number) => reviewPhotoPath(reviewId, number);
  return uploadPhotosOneByOne(photos, pathOf, onProgress, ctx.timing.uploadStallMs, (photo) =>
    simulateTransfer(ctx, stepMs, photo, () => storePhoto(ctx, reviewId, photo)),
  );
}
