import { forwardRef } from 'react';
import { AlertIcon } from '../ui/icons';

/** What a failed submit shows: the summary of a failed check, or the failure to send. */
export type FormOutcome = { kind: 'invalid'; messages: string[] } | { kind: 'failure'; message: string };

const errorBox =
  'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm font-medium focus:outline-none ' +
  'border-red-600 bg-red-50 text-red-900 dark:border-red-500 dark:bg-red-950/60 dark:text-red-100';

/**
 * The red box above the submit button, as an alert: the summary of a failed check (every problem of this submit at
 * once; each control also shows its own message) or the failure to send (the contact form, the review form). The
 * green success box is on the panel that replaces the form.
 */
export const FormResult = forwardRef<HTMLDivElement, { result: FormOutcome | null }>(function FormResult({ result }, ref) {
  if (!result) return null;
  const messages = result.kind === 'invalid' ? result.messages : [result.message];
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={errorBox}>
      <AlertIcon className="mt-0.5 h-5 w-5 shrink-0 text-red-700 dark:text-red-300" />
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul className="space-y-1">
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
});
