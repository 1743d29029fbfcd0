import { REVIEW_LIMITS } from '@/config/limits';
import { cn } from '@/lib/cn';
import { reviewCardCopy as reviewsCopy } from './card-copy';

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9L12 2.5z';

/** A rating as five stars, read as one image: "별점 5점 만점에 4점". */
export function ReviewStars({ rating, className = 'h-5 w-5' }: { rating: number; className?: string }) {
  const max = REVIEW_LIMITS.ratingMax;
  return (
    <span role="img" aria-label={reviewsCopy.stars(rating, max)} className="inline-flex gap-0.5">
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          className={cn(className, index < rating ? 'fill-amber-500 text-amber-500' : 'fill-none text-slate-400 dark:text-slate-500')}
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinejoin="round"
        >
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}
