import { forwardRef } from 'react';
import type { ConfirmationPanelProps } from './confirmation-panel-props';
import { confirmationCopy, contactMessages } from './copy';

/**
 * The confirmation in its plainest form, for when the full panel's code could not be fetched (the connection
 * dropped just after the inquiry went through): the visitor still learns that it arrived and which photos did not,
 * and can start a new inquiry; the company card beside it has the number to call. It ships with the form, so it
 * stays this small: one box, no icons, no retry.
 */
export const InquiryReceivedNote = forwardRef<HTMLHeadingElement, ConfirmationPanelProps>(function InquiryReceivedNote(
  { receipt, onStartOver },
  headingRef,
) {
  return (
    <div
      role="status"
      className="space-y-4 rounded-lg border border-green-600 bg-green-50 p-5 text-green-900 dark:border-green-500 dark:bg-green-950/60 dark:text-green-100"
    >
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 text-xl font-bold focus:outline-none">
        {confirmationCopy.title}
      </h2>
      <p className="font-medium">{contactMessages.success}</p>
      {receipt.failed.length > 0 && <p>{confirmationCopy.photosMissing(receipt.failed.length, receipt.photoTotal)}</p>}
      <button type="button" onClick={onStartOver} className="min-h-12 font-bold underline underline-offset-4">
        {confirmationCopy.another}
      </button>
    </div>
  );
});
