import type { ReactNode } from 'react';
import type { PublishedReview } from '../../domain/types';
import type { AsyncValue } from '../../lib/use-async-value';
import { ReviewCard } from './ReviewCard';

interface ReviewsSectionProps {
  reviews: AsyncValue<PublishedReview[]>;
  /** The section's heading (its id labels the section). */
  heading: (id: string) => ReactNode;
  id: string;
  className?: string;
  listClassName?: string;
}

/**
 * Approved reviews under a heading. Nothing at all while they load, when there is none, or when they cannot be
 * read (the error is reported): a page without reviews simply has no such section.
 */
export function ReviewsSection({ reviews, heading, id, className = '', listClassName = 'grid gap-5 md:grid-cols-3' }: ReviewsSectionProps) {
  if (reviews.status !== 'ready' || reviews.value.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className}>
      {heading(id)}
      <ul className={`mt-8 ${listClassName}`}>
        {reviews.value.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </section>
  );
}
