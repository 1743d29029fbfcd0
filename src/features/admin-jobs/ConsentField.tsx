import { useId, type Ref } from 'react';
import { Field, FieldMessage } from '@/components/ui/Field';
import { fieldClass, hintTextClass } from '@/components/ui/field-styles';
import { jobFormCopy } from './jobs-copy';

interface ConsentFieldProps {
  consent: boolean;
  consentDate: string;
  onChange: (change: { consent: boolean; consentDate: string }) => void;
  /** Today in Korea ('YYYY-MM-DD'): the latest day the date input offers. */
  today: string;
  error?: string;
  /** A published job's recorded consent: the tick stays, only its day may change. */
  locked?: boolean;
  disabled?: boolean;
  checkboxRef?: Ref<HTMLInputElement>;
}

/**
 * The customer's consent to publication: one tick ("고객이 … 동의했습니다") and the day it was given (today unless
 * changed), shown once ticked. Used by the job form, the publish dialog and 바로 공개, so it is one tap wherever
 * publishing asks for it. A problem is written under it and tied to the tick.
 */
export function ConsentField({
  consent,
  consentDate,
  onChange,
  today,
  error,
  locked = false,
  disabled = false,
  checkboxRef,
}: ConsentFieldProps) {
  const id = useId();
  const described = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(' ');
  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-800 dark:text-slate-100">{jobFormCopy.consentLegend}</legend>
      <div className="flex gap-3">
        <input
          ref={checkboxRef}
          id={`${id}-tick`}
          type="checkbox"
          checked={consent}
          onChange={(event) => onChange({ consent: event.target.checked, consentDate })}
          disabled={disabled || locked}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="mt-0.5 h-6 w-6 shrink-0 accent-brand-600"
        />
        <label htmlFor={`${id}-tick`} className="font-medium text-slate-900 dark:text-white">
          {jobFormCopy.consent}
        </label>
      </div>
      <p id={`${id}-hint`} className={hintTextClass}>
        {locked ? jobFormCopy.consentLocked : jobFormCopy.consentHint}
      </p>
      {consent && (
        <Field id={`${id}-date`} label={jobFormCopy.consentDate} describedBy={error ? `${id}-error` : undefined} className="sm:w-1/2">
          {(control) => (
            <input
              {...control}
              type="date"
              value={consentDate}
              max={today}
              onChange={(event) => onChange({ consent, consentDate: event.target.value })}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              className={fieldClass}
            />
          )}
        </Field>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </fieldset>
  );
}
