import { forwardRef, useId } from 'react';
import { Link } from 'react-router-dom';
import { photoPickerCopy } from '../../components/photo-picker/copy';
import { Button } from '../../components/ui/Button';
import { AlertIcon, CheckIcon } from '../../components/ui/icons';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { paths } from '../../config/routes';
import { thanksCopy } from './copy';
import type { ReviewReceipt } from './use-review-form';

interface ReviewThanksProps {
  receipt: ReviewReceipt;
  progress: number | null;
  onRetryPhotos: () => void;
}

/** What replaces the form once the review is sent; photos that did not arrive are named, with a retry for those. */
export const ReviewThanks = forwardRef<HTMLHeadingElement, ReviewThanksProps>(function ReviewThanks({ receipt, progress, onRetryPhotos }, headingRef) {
  const headingId = useId();
  const missing = receipt.failed.length;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white">
        {thanksCopy.title}
      </h2>
      <div role="status" className="flex items-start gap-3 rounded-lg border border-green-600 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 dark:border-green-500 dark:bg-green-950/60 dark:text-green-100">
        <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-300" />
        <div className="space-y-1">
          <p>{thanksCopy.body}</p>
          {receipt.photoTotal > 0 && missing === 0 && <p>{thanksCopy.photosArrived(receipt.photoTotal)}</p>}
        </div>
      </div>
      {missing > 0 && (
        <div className="space-y-3 rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950/50 dark:text-amber-100">
          <p role="alert" className="flex items-start gap-2 font-medium">
            <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
            {thanksCopy.photosMissing(missing, receipt.photoTotal)}
          </p>
          {progress !== null && <ProgressBar percent={progress} label={photoPickerCopy.progressLabel} status={photoPickerCopy.progressStatus} />}
          <Button variant="secondary" onClick={onRetryPhotos} disabled={receipt.retrying}>
            {receipt.retrying ? thanksCopy.photosRetrying : thanksCopy.photosRetry}
          </Button>
        </div>
      )}
      <Link to={paths.home} className="inline-flex min-h-12 items-center font-bold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300">
        {thanksCopy.home}
      </Link>
    </section>
  );
});
