import { forwardRef, useId } from 'react';
import { Button } from '../../components/ui/Button';
import { AlertIcon, CheckIcon, PhoneIcon } from '../../components/ui/icons';
import { CALL_TIME_LABELS } from '../../config/constants';
import { site, telHref } from '../../config/site';
import { photoPickerCopy } from '../../components/photo-picker/copy';
import { confirmationCopy, contactMessages } from './copy';
import { ProgressBar } from '../../components/ui/ProgressBar';
import { ResponsePromise } from '../../components/estimates/ResponsePromise';
import { WorkEstimate } from '../../components/estimates/WorkEstimate';
import type { InquiryReceipt } from './use-inquiry-form';

interface InquiryConfirmationProps {
  receipt: InquiryReceipt;
  /** Progress of photos being sent again, or null. */
  progress: number | null;
  onRetryPhotos: () => void;
  onStartOver: () => void;
}

/**
 * What replaces the form once the inquiry is received: the owner's success text in the green box, what
 * happens next, a call button and 새 문의 작성. Photos that did not arrive are named, with a retry for just those.
 * The heading takes the focus when the panel appears (see InquirySection).
 */
export const InquiryConfirmation = forwardRef<HTMLHeadingElement, InquiryConfirmationProps>(function InquiryConfirmation(
  { receipt, progress, onRetryPhotos, onStartOver },
  headingRef,
) {
  const headingId = useId();
  const missing = receipt.failed.length;
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none dark:text-white">
        {confirmationCopy.title}
      </h2>
      <div role="status">
        <div className="flex items-start gap-3 rounded-lg border border-green-600 bg-green-50 px-4 py-3 text-sm font-medium text-green-900 dark:border-green-500 dark:bg-green-950/60 dark:text-green-100">
          <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-300" />
          <div className="space-y-1">
            <p>{contactMessages.success}</p>
            {receipt.photoTotal > 0 && missing === 0 && <p>{confirmationCopy.photosArrived(receipt.photoTotal)}</p>}
          </div>
        </div>
      </div>

      {missing > 0 && (
        <div className="space-y-3 rounded-lg border border-amber-600 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950/50 dark:text-amber-100">
          <p role="alert" className="flex items-start gap-2 font-medium">
            <AlertIcon className="mt-0.5 h-5 w-5 shrink-0" />
            {confirmationCopy.photosMissing(missing, receipt.photoTotal)}
          </p>
          {progress !== null && <ProgressBar percent={progress} label={photoPickerCopy.progressLabel} status={photoPickerCopy.progressStatus} />}
          <Button variant="secondary" onClick={onRetryPhotos} disabled={receipt.retrying}>
            {receipt.retrying ? confirmationCopy.photosRetrying : confirmationCopy.photosRetry}
          </Button>
        </div>
      )}

      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{confirmationCopy.nextTitle}</h3>
        {/* How much, how soon: shown only when the owner configured them. */}
        <ResponsePromise className="mt-2" />
        <ul className="mt-2 list-disc space-y-1 pl-5 text-base text-slate-700 dark:text-slate-300">
          <li>{confirmationCopy.callBack(site.businessHours)}</li>
          {receipt.preferredCallTime && <li>{confirmationCopy.preferredTime(CALL_TIME_LABELS[receipt.preferredCallTime])}</li>}
          <li>{confirmationCopy.urgent}</li>
        </ul>
        <WorkEstimate workType={receipt.workType} className="mt-4" />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={telHref(site.phone)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-500 px-6 text-base font-semibold text-slate-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400"
        >
          <PhoneIcon className="h-5 w-5" />
          {confirmationCopy.call(site.phone)}
        </a>
        <Button variant="secondary" onClick={onStartOver} disabled={receipt.retrying} className="min-h-12 px-6 text-base">
          {confirmationCopy.another}
        </Button>
      </div>
    </section>
  );
});
