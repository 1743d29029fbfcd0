import { forwardRef } from 'react';
import { Link } from 'react-router-dom';
import { SentPanel } from '@/components/form/SentPanel';
import { paths } from '@/config/routes';
import { thanksCopy } from './copy';
import type { ReviewReceipt } from './use-review-form';

interface ReviewThanksProps {
  receipt: ReviewReceipt;
  progress: number | null;
  onRetryPhotos: () => void;
}

/** What replaces the form once the review is sent; photos that did not arrive are named, with a retry for those. */
export const ReviewThanks = forwardRef<HTMLHeadingElement, ReviewThanksProps>(function ReviewThanks(
  { receipt, progress, onRetryPhotos },
  headingRef,
) {
  return (
    <SentPanel
      ref={headingRef}
      title={thanksCopy.title}
      message={thanksCopy.body}
      receipt={receipt}
      photosMissing={thanksCopy.photosMissing}
      progress={progress}
      onRetryPhotos={onRetryPhotos}
    >
      <Link
        to={paths.home}
        className="inline-flex min-h-12 items-center font-bold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300"
      >
        {thanksCopy.home}
      </Link>
    </SentPanel>
  );
});
