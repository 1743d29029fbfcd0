import { forwardRef } from 'react';
import type { InquiryResult } from './use-inquiry-form';
import { AlertIcon, CheckIcon } from '../../components/ui/icons';

const boxBase = 'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium focus:outline-none';
const successBox = `${boxBase} border-green-600 bg-green-50 text-green-900 dark:border-green-500 dark:bg-green-950/60 dark:text-green-100`;
const errorBox = `${boxBase} border-red-600 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950/60 dark:text-red-100`;

/**
 * The outcome above the submit button: the green success box inside a polite live region that is always there,
 * the red box (validation or failure) as an alert. Styled by the kind of result, never by parsing the text.
 */
export const FormResult = forwardRef<HTMLDivElement, { result: InquiryResult | null; errorId: string }>(function FormResult(
  { result, errorId },
  ref,
) {
  return (
    <>
      <div role="status">
        {result?.kind === 'success' && (
          <div ref={ref} tabIndex={-1} className={successBox}>
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-green-700 dark:text-green-300" />
            <p>{result.message}</p>
          </div>
        )}
      </div>
      {result && result.kind !== 'success' && (
        <div ref={ref} id={errorId} role="alert" tabIndex={-1} className={errorBox}>
          <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" />
          <p>{result.message}</p>
        </div>
      )}
    </>
  );
});
