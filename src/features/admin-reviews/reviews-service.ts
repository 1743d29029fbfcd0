import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the admin's review screen asks of the backend. */
export type ReviewsBackend = Pick<AdminBackend, 'getReviewPage' | 'countReviews' | 'getReviewPhotos' | 'setReviewStatus' | 'deleteReview'>;

/** The admin reviews feature's one door to the backend. */
export async function reviewsBackend(): Promise<ReviewsBackend> {
  return adminBackend();
}
