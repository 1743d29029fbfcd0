import { errorMessage } from '@/domain/errors';
import type { AdminReview, ReviewStatus } from '@/domain/types';
import { updateListedItems } from '@/lib/server-state/list-cache';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { reviewsAdminCopy } from '../copy';
import { reviewsBackend } from '../reviews-service';
import { reviewListsKey } from './review-list';

/**
 * Approve, hide or set back, and delete: admin mutations with their alerts, then the review lists read again.
 * `react` is what the screen does once the backend accepted the change.
 */
export function useReviewActions() {
  const status = useAdminMutation<{ review: AdminReview; status: ReviewStatus }>({
    label: 'Failed to change the review status',
    mutate: async ({ review, status }) => (await reviewsBackend()).setReviewStatus(review.id, status),
    success: ({ review, status }) => reviewsAdminCopy.statusChanged(review.name, status),
    failure: (error) => reviewsAdminCopy.statusFailed(errorMessage(error)),
    updatesCache: (client, { review, status }) =>
      updateListedItems<AdminReview>(client, reviewListsKey, (item) => (item.id === review.id ? { ...item, status } : item)),
    invalidates: [queryKeys.reviews],
  });
  const remove = useAdminMutation<AdminReview>({
    label: 'Failed to delete the review',
    mutate: async (review) => (await reviewsBackend()).deleteReview(review.id),
    success: (review) => reviewsAdminCopy.deleted(review.name),
    failure: (error) => reviewsAdminCopy.deleteFailed(errorMessage(error)),
    invalidates: [queryKeys.reviews],
  });
  return {
    setStatus: (review: AdminReview, next: ReviewStatus, react?: () => void) => status.run({ review, status: next }, { onSuccess: react }),
    remove: (review: AdminReview, react?: () => void) => remove.run(review, { onSuccess: react }),
    busy: status.pending || remove.pending,
  };
}
