import { forwardRef } from 'react';
import { AlertIcon } from '../ui/icons';

const errorBox =
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium focus:outline-none ' +
  'border-red-600 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950/60 dark:text-red-100';

/**
 * The red box above the submit button, as an alert: the contact form's required-fields sentence while a required field is
 * blank, or the failure to send (the contact form, the review form). Every other problem is said under its own
 * control only. The green success box is on the panel that replaces the form.
 */
export const FormResult = forwardRef<HTMLDivElement, { message: string | null }>(function FormResult({ message }, ref) {
  if (!message) return null;
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={errorBox}>
      <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" />
      <p>{message}</p>
    </div>
  );
});
