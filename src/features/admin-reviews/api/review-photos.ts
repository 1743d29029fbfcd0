import { useQuery } from '@tanstack/react-query';
import { reportError } from '@/domain/report-error';
import type { Review } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { reviewsBackend } from '../reviews-service';

/** One review's photos. */
export const reviewPhotosKey = (id: string) => [...queryKeys.reviews, 'photos', id] as const;

async function readPhotos(reviewId: string) {
  try {
    return await (await reviewsBackend()).getReviewPhotos(reviewId);
  } catch (error) {
    reportError('Failed to load the review photos', error);
    throw error;
  }
}

/**
 * A review's photos, read only when it has some; looked for again every `pollMs` (false: never) while fewer than
 * announced have arrived.
 */
export function useReviewPhotos(review: Review, pollMs: number | false) {
  return useQuery({
    queryKey: reviewPhotosKey(review.id),
    queryFn: () => readPhotos(review.id),
    enabled: review.photoCount > 0,
    refetchInterval: (query) => (pollMs !== false && (query.state.data?.length ?? 0) < review.photoCount ? pollMs : false),
  });
}
