import { errorMessage } from '@/domain/errors';
import type { Review, ReviewStatus } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { reviewsAdminCopy } from './copy';
import { reviewsBackend } from './reviews-service';

/** Approve, hide or set back, and delete: admin mutations with their alerts, then the review lists read again. */
export function useReviewActions() {
  const status = useAdminMutation<{ review: Review; status: ReviewStatus }>({
    label: 'Failed to change the review status',
    mutate: async ({ review, status }) => (await reviewsBackend()).setReviewStatus(review.id, status),
    success: ({ review, status }) => reviewsAdminCopy.statusChanged(review.name, status),
    failure: (error) => reviewsAdminCopy.statusFailed(errorMessage(error)),
    invalidates: [queryKeys.reviews],
  });
  const remove = useAdminMutation<Review>({
    label: 'Failed to delete the review',
    mutate: async (review) => (await reviewsBackend()).deleteReview(review.id),
    success: (review) => reviewsAdminCopy.deleted(review.name),
    failure: (error) => reviewsAdminCopy.deleteFailed(errorMessage(error)),
    invalidates: [queryKeys.reviews],
  });
  return {
    setStatus: (review: Review, next: ReviewStatus) => status.run({ review, status: next }),
    remove: (review: Review) => remove.run(review),
    busy: status.pending || remove.pending,
  };
}
