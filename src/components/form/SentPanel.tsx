import { forwardRef, useId, type ReactNode } from 'react';
import { photoPickerCopy } from '../photo-picker/copy';
import { Button } from '../ui/Button';
import { AlertIcon, CheckIcon } from '../ui/icons';
import { ProgressBar } from '../ui/ProgressBar';

interface SentPanelProps {
  title: string;
  /** The green box's sentence: what happens now with what was sent. */
  message: string;
  receipt: { photoTotal: number; failed: readonly number[]; retrying: boolean };
  /** The amber box's sentence when some photos did not arrive. */
  photosMissing: (missing: number, total: number) => string;
  /** Progress of photos being sent again, or null. */
  progress: number | null;
  /** Sends the missing photos again; without it the amber box only names them. */
  onRetryPhotos?: () => void;
  /** What follows (next steps, the way on). */
  children?: ReactNode;
}

/**
 * What replaces a visitor's form once it is sent (an inquiry, a review): a heading that takes the focus, the green
 * box saying it arrived (and its photos), and, when photos did not arrive, the amber box naming them with a retry.
 */
export const SentPanel = forwardRef<HTMLHeadingElement, SentPanelProps>(function SentPanel(
  { title, message, receipt, photosMissing, progress, onRetryPhotos, children },
  headingRef,
) {
  const headingId = useId();
  const missing = receipt.failed.length;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none dark:text-white"
      >
        {title}
      </h2>
      <div
        role="status"
        className="flex items-start gap-3 rounded-lg border border-green-600 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 dark:border-green-500 dark:bg-green-950/60 dark:text-green-100"
      >
        <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-300" />
        <div className="space-y-1">
          <p>{message}</p>
          {receipt.photoTotal > 0 && missing === 0 && <p>{photoPickerCopy.arrived(receipt.photoTotal)}</p>}
        </div>
      </div>
      {missing > 0 && (
        <div className="space-y-3 rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950/50 dark:text-amber-100">
          <p role="alert" className="flex items-start gap-2 font-medium">
            <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
            {photosMissing(missing, receipt.photoTotal)}
          </p>
          {progress !== null && (
            <ProgressBar percent={progress} label={photoPickerCopy.progressLabel} status={photoPickerCopy.progressStatus} />
          )}
          {onRetryPhotos && (
            <Button variant="secondary" onClick={onRetryPhotos} disabled={receipt.retrying}>
              {receipt.retrying ? photoPickerCopy.retrying : photoPickerCopy.retry}
            </Button>
          )}
        </div>
      )}
      {children}
    </section>
  );
});
