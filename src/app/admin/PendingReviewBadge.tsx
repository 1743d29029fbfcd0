import { usePendingReviewCount } from '@/lib/new-reviews/pending-review-count';
import { newReviewCopy } from './copy';
import { CountBadge } from './CountBadge';

/** The live number of reviews waiting for approval (", 승인 대기 후기 2건"); nothing while it is 0, loading or failed. */
export function PendingReviewBadge({ className = '' }: { className?: string }) {
  return <CountBadge live={usePendingReviewCount()} label={newReviewCopy.badge} testId="pending-review-badge" className={className} />;
}
