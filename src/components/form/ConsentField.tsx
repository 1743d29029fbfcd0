import { forwardRef, useId } from 'react';
import type { ConsentNotice } from '@/config/privacy';
import { cn } from '@/lib/cn';
import { FieldError, describedBy } from './FieldError';

interface ConsentFieldProps {
  notice: ConsentNotice;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error: string | undefined;
  disabled: boolean;
}

/**
 * A privacy notice (items, purpose, retention, right to refuse: src/config/privacy.ts) and the required, unticked
 * consent box (the inquiry form, the review form).
 */
export const ConsentField = forwardRef<HTMLInputElement, ConsentFieldProps>(function ConsentField(
  { notice: privacyConsent, checked, onCheckedChange, error, disabled },
  ref,
) {
  const id = useId();
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  return (
    <div data-field>
      <div
        id={noticeId}
        className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-950/60 dark:text-slate-300"
      >
        <p className="font-semibold text-slate-900 dark:text-slate-100">{privacyConsent.title}</p>
        <dl className="mt-2 space-y-1.5">
          {privacyConsent.terms.map(({ term, description }) => (
            <div key={term} className="sm:flex sm:gap-3">
              <dt className="shrink-0 font-medium text-slate-800 sm:w-28 dark:text-slate-200">{term}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2">{privacyConsent.refusal}</p>
      </div>
      <label
        htmlFor={id}
        className={cn(
          'mt-3 flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-1 py-2 text-base font-medium text-slate-900 dark:text-slate-100',
          error ? 'text-red-800 dark:text-red-300' : '',
        )}
      >
        <input
          ref={ref}
          id={id}
          name="privacyConsent"
          type="checkbox"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          required
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, error, noticeId)}
          className="h-5 w-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600 disabled:cursor-not-allowed"
        />
        <span>
          {privacyConsent.checkboxLabel} <span className="text-red-700 dark:text-red-400">{privacyConsent.requiredMark}</span>
        </span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  );
});
