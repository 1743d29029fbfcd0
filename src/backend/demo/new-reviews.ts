import { MAX_QUERY_LIMIT } from '@/config/limits';
import { INITIAL_REVIEW_STATUS } from '@/domain/categories';
import type { Review } from '@/domain/types';
import type { NewReviewsUpdate, Unsubscribe } from '../port';
import { arrivalsTracker } from '../shared/arrivals';
import type { DemoSessionContext } from './context';
import { subscribeLive } from './live-query';
import { toReview } from './mappers';
import { readAfter } from './paging';
import { sampleReviewsReady } from './sample-reviews-ready';

/** Live: the pending reviews (at most MAX_QUERY_LIMIT), as a count and the ones written since it started. */
export function subscribeNewReviews(
  ctx: DemoSessionContext,
  onChange: (update: NewReviewsUpdate) => void,
  onError: (error: unknown) => void,
): Unsubscribe {
  const track = arrivalsTracker<Review>(ctx.now(), (review) => review.createdAt);
  const live = () =>
    subscribeLive(
      () => ctx.auth.requireAdmin(),
      async () => {
        const pending = { table: ctx.db.reviews, index: '[status+orderKey+id]', prefix: [INITIAL_REVIEW_STATUS] };
        return (await readAfter(pending, null, MAX_QUERY_LIMIT)).map(toReview);
      },
      (reviews) => onChange(track(reviews)),
      onError,
    );
  // The sample reviews first (a live query must not wait on other work), then the live query.
  let active = true;
  let stop: Unsubscribe = () => {};
  sampleReviewsReady(ctx).then(() => {
    if (active) stop = live();
  }, onError);
  return () => {
    active = false;
    stop();
  };
}
