import type { Review } from '@/domain/types';
import type { NewReviewsUpdate, Unsubscribe } from '../port';
import { arrivalsTracker } from '../shared/arrivals';
import type { AdminContext } from './context';
import { subscribeWhenReady } from './live-subscription';

/**
 * Live: the pending reviews, reported as a count and the ones written since the subscription started
 * (shared/arrivals.ts). Checks the administrator, then loads the full Firestore SDK (new-reviews-live.ts).
 */
export function subscribeNewReviews(
  ctx: AdminContext,
  onChange: (update: NewReviewsUpdate) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const track = arrivalsTracker<Review>(ctx.now(), (review) => review.createdAt);
  return subscribeWhenReady<Review[]>(
    ctx,
    async () => {
      const { listenToPendingReviews } = await import('./new-reviews-live');
      return (report, fail) => listenToPendingReviews(ctx.settings, report, fail);
    },
    (reviews) => onChange(track(reviews)),
    onError,
  );
}
