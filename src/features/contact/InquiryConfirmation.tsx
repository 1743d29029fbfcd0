import { forwardRef } from 'react';
import { ResponsePromise } from '@/components/estimates/ResponsePromise';
import { WorkEstimate } from '@/components/estimates/WorkEstimate';
import { SentPanel } from '@/components/form/SentPanel';
import { Button } from '@/components/ui/Button';
import { PhoneIcon } from '@/components/ui/icons';
import { telHref } from '@/config/site';
import { CALL_TIME_LABELS } from '@/domain/categories';
import { businessHoursText } from '@/domain/site-settings/hours';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import type { ConfirmationPanelProps } from './confirmation-panel-props';
import { confirmationCopy, contactMessages } from './copy';

/**
 * What replaces the form once the inquiry is received: the owner's success text in the green box, what
 * happens next, a call button and 새 문의 작성. Photos that did not arrive are named, with a retry for just those.
 * The heading takes the focus when the panel appears (see InquirySection).
 */
export const InquiryConfirmation = forwardRef<HTMLHeadingElement, ConfirmationPanelProps>(function InquiryConfirmation(
  { receipt, progress, onRetryPhotos, onStartOver },
  headingRef,
) {
  const { company } = useSiteSettings();
  return (
    <SentPanel
      ref={headingRef}
      title={confirmationCopy.title}
      message={contactMessages.success}
      receipt={receipt}
      photosMissing={confirmationCopy.photosMissing}
      progress={progress}
      onRetryPhotos={onRetryPhotos}
    >
      <div>
        <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{confirmationCopy.nextTitle}</h3>
        {/* How much, how soon: shown only when the owner configured them. */}
        <ResponsePromise className="mt-2" />
        <ul className="mt-2 list-disc space-y-1 pl-5 text-base text-slate-700 dark:text-slate-300">
          <li>{confirmationCopy.callBack(businessHoursText(company.hours))}</li>
          {receipt.input.preferredCallTime && <li>{confirmationCopy.preferredTime(CALL_TIME_LABELS[receipt.input.preferredCallTime])}</li>}
          <li>{confirmationCopy.urgent}</li>
        </ul>
        <WorkEstimate workType={receipt.input.workType} className="mt-4" />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row">
        <a
          href={telHref(company.phone)}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-brand-500 px-6 text-base font-semibold text-slate-950 hover:bg-brand-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400"
        >
          <PhoneIcon className="h-5 w-5" />
          {confirmationCopy.call(company.phone)}
        </a>
        <Button variant="secondary" onClick={onStartOver} disabled={receipt.retrying} className="min-h-12 px-6 text-base">
          {confirmationCopy.another}
        </Button>
      </div>
    </SentPanel>
  );
});
