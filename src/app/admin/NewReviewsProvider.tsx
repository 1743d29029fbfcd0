import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast, type ToastApi } from '@/components/ui/toast/toast-context';
import { MAX_TOASTS } from '@/components/ui/toast/toast-queue';
import { adminReviewHref, paths } from '@/config/routes';
import type { Review } from '@/domain/types';
import { PendingReviewCountContext } from '@/lib/new-reviews/pending-review-count';
import { queryKeys } from '@/lib/server-state/query-keys';
import { newReviewCopy } from './copy';
import { useLiveArrivals } from './use-live-arrivals';

/** Reviews that arrive together: one toast each while they fit (MAX_TOASTS), else one more that counts the rest. */
function announce(toast: ToastApi, arrived: readonly Review[]): void {
  const shown = arrived.length <= MAX_TOASTS ? arrived.length : MAX_TOASTS - 1;
  for (const review of arrived.slice(0, shown)) {
    toast.show('info', newReviewCopy.arrived(review.name, review.rating), {
      actions: [{ label: newReviewCopy.view, accessibleName: newReviewCopy.viewLabel(review.name), to: adminReviewHref(review.id) }],
    });
  }
  const rest = arrived.length - shown;
  if (rest > 0)
    toast.show('info', newReviewCopy.moreArrived(rest), { actions: [{ label: newReviewCopy.viewAll, to: paths.adminReviews }] });
}

/**
 * The admin's one live subscription to pending reviews, beside the new-inquiry one: the pending count for the nav
 * badge (usePendingReviewCount), a toast with a link for each review a customer writes, and the review lists read
 * again so they show it.
 */
export function NewReviewsProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const count = useLiveArrivals<Review>(
    (backend, onChange, onError) => backend.subscribeNewReviews(onChange, onError),
    (arrived) => {
      announce(toast, arrived);
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviews });
    },
    'Failed to follow the pending reviews',
  );
  return <PendingReviewCountContext.Provider value={count}>{children}</PendingReviewCountContext.Provider>;
}
