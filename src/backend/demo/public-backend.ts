import type { InquiryInput } from '@/domain/types';
import type { PublicBackend } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { withBackendErrors } from '../shared/errors';
import { checkLimit } from '../shared/page-query';
import type { DemoContext } from './context';
import { readAfter, readBefore } from './paging';
import { allPhotos, countPhotos, featuredPhotos, getPhotoPage, getRelatedPhotos, toPhotoOrNull, toPhotos } from './photo-lists';

/** The public part; every failure is a BackendError (IndexedDB's own errors become code 'unknown'). */
export function createPublicBackend(ctx: DemoContext, uploadStepMs: number): PublicBackend {
  return {
    countPhotos: (workType) => withBackendErrors(() => countPhotos(ctx, workType)),

    getFeaturedPhotos: (limit) =>
      withBackendErrors(async () => {
        checkLimit(limit);
        await ctx.latency();
        return toPhotos(ctx, await readAfter(featuredPhotos(ctx), null, limit));
      }),

    getHeroPhoto: () =>
      withBackendErrors(async () => {
        await ctx.latency();
        return toPhotoOrNull(ctx, await ctx.db.images.where('isHeroImage').equals(1).first());
      }),

    getPhotoPage: (query) => withBackendErrors(() => getPhotoPage(ctx, query)),

    getPhoto: (id) =>
      withBackendErrors(async () => {
        await ctx.latency();
        // An id no document can have names none.
        return isDocumentId(id) ? toPhotoOrNull(ctx, await ctx.db.images.get(id)) : null;
      }),

    getPhotoNeighbours: (photoId: string) =>
      withBackendErrors(async () => {
        await ctx.latency();
        const record = isDocumentId(photoId) ? await ctx.db.images.get(photoId) : undefined;
        if (!record) return { newer: null, older: null };
        const list = allPhotos(ctx);
        const key: [number, string] = [record.orderKey, record.id];
        const [newer, older] = await Promise.all([readBefore(list, key, 1), readAfter(list, key, 1)]);
        return { newer: await toPhotoOrNull(ctx, newer[0]), older: await toPhotoOrNull(ctx, older[0]) };
      }),

    getRelatedPhotos: (photo, limit) => withBackendErrors(() => getRelatedPhotos(ctx, photo, limit)),

    // The write path (its checks mirror firestore.rules) loads on the first submit: pages that only read skip it.
    submitInquiry: (input: InquiryInput) =>
      withBackendErrors(async () => (await import('./inquiry-submission')).storeDemoInquiry(ctx, input)),

    // Only a visitor who attaches photos loads this.
    uploadInquiryPhotos: (inquiryId, photos, onProgress) =>
      withBackendErrors(async () =>
        (await import('./inquiry-photos')).uploadInquiryPhotos(ctx, uploadStepMs, inquiryId, photos, onProgress),
      ),

    // Customer reviews, each part loaded on first use: the customer's page (the link, the write, the photos), and the
    // approved reviews (read when their section comes near the screen).
    getReviewLink: (token) => withBackendErrors(async () => (await import('./review-links')).getReviewLink(ctx, token)),
    submitReview: (token, input) => withBackendErrors(async () => (await import('./review-submission')).submitReview(ctx, token, input)),
    uploadReviewPhotos: (reviewId, photos, onProgress) =>
      withBackendErrors(async () => (await import('./review-photos')).uploadReviewPhotos(ctx, uploadStepMs, reviewId, photos, onProgress)),
    getApprovedReviews: (limit) => withBackendErrors(async () => (await import('./public-reviews')).getApprovedReviews(ctx, limit)),
    getJobReviews: (jobId, limit) => withBackendErrors(async () => (await import('./public-reviews')).getJobReviews(ctx, jobId, limit)),
    // Only a photo of a job reads these: the pages without one never fetch the code.
    getJob: (id) => withBackendErrors(async () => (await import('./job-reads')).getPublishedJob(ctx, id)),
    getJobPhotos: (jobId) => withBackendErrors(async () => (await import('./job-reads')).getGalleryJobPhotos(ctx, jobId)),
    getPublishedJobs: (count) => withBackendErrors(async () => (await import('./job-reads')).getPublishedJobs(ctx, count)),
    // Read only where the page's HTML may be older than what is stored (this browser's edits): loaded then.
    getSiteSettings: () => withBackendErrors(async () => (await import('./site-settings')).getSiteSettings(ctx)),
  };
}
