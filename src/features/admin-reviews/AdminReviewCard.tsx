import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { ReviewStars } from '@/components/reviews/ReviewStars';
import { Button } from '@/components/ui/Button';
import { adminInquiryHref } from '@/config/routes';
import { REVIEW_STATUSES, WORK_TYPE_LABELS } from '@/domain/categories';
import type { AdminReview, ReviewStatus } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { reviewsAdminCopy as copy } from './copy';
import { ReviewPhotos } from './ReviewPhotos';
import { ReviewStatusBadge } from './ReviewStatusBadge';

interface AdminReviewCardProps {
  review: AdminReview;
  /** The one opened from a link (?open=ID): outlined. */
  highlighted: boolean;
  busy: boolean;
  onStatus: (review: AdminReview, status: ReviewStatus) => void;
  onDelete: (review: AdminReview) => void;
}

/**
 * One review for staff: status, stars, who and when, for which inquiry and work, the text and photos, and the moves
 * it allows (공개, 숨김, 대기로: every status but its own; 삭제). Large buttons for a phone.
 */
export const AdminReviewCard = forwardRef<HTMLElement, AdminReviewCardProps>(function AdminReviewCard(
  { review, highlighted, busy, onStatus, onDelete },
  ref,
) {
  const headingId = `review-${review.id}`;
  return (
    <article
      ref={ref}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={cn(
        'space-y-3 rounded-xl border bg-white p-4 shadow-sm focus:outline-none sm:p-5 dark:bg-slate-900',
        highlighted ? 'border-brand-500 ring-2 ring-brand-500/60' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <ReviewStatusBadge status={review.status} />
        <ReviewStars rating={review.rating} className="h-4 w-4" />
        <h2 id={headingId} className="font-bold text-slate-900 dark:text-white">
          {copy.author(review.name)}
        </h2>
        <span className="text-sm text-slate-600 dark:text-slate-400">{review.nameShown ? copy.nameShown : copy.nameMasked}</span>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {[review.createdAt ? formatDateTime(review.createdAt) : null, review.workType ? WORK_TYPE_LABELS[review.workType] : null]
          .filter(Boolean)
          .join(' · ')}
        {review.inquiryId && (
          <>
            {' · '}
            <Link to={adminInquiryHref(review.inquiryId)} className="font-semibold text-brand-700 underline dark:text-brand-300">
              {copy.fromInquiry}
            </Link>
          </>
        )}
      </p>
      <p className="leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200">{review.text}</p>
      <ReviewPhotos review={review} />
      <div className="flex flex-wrap gap-2 pt-1">
        {REVIEW_STATUSES.filter((status) => status !== review.status).map((status) => (
          <Button
            key={status}
            variant={status === 'approved' ? 'primary' : 'secondary'}
            disabled={busy}
            onClick={() => onStatus(review, status)}
            aria-label={copy.actionLabel(review.name, status)}
            className="min-h-12 px-5"
          >
            {copy.actions[status]}
          </Button>
        ))}
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => onDelete(review)}
          aria-label={copy.removeLabel(review.name)}
          className="min-h-12 px-5 text-red-700 dark:text-red-300"
        >
          {copy.remove}
        </Button>
      </div>
    </article>
  );
});
