import type { PublishedReview } from '@/domain/types';
import { ReviewCard } from './ReviewCard';

/** The cards of approved reviews (loaded with them, when their section comes near the screen: NearbyReviews). */
export function ReviewList({ reviews, className }: { reviews: readonly PublishedReview[]; className: string }) {
  return (
    <ul className={className}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
