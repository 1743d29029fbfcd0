import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { FieldError, describedBy } from '@/components/form/FieldError';
import { controlClass, labelClass, requiredMarkClass } from '@/components/form/form-styles';
import { inquiryFormCopy } from './copy';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string, input: HTMLInputElement) => void;
  /** The field's own message while it is invalid: shown under it and read with it. */
  error?: string | undefined;
}

/** A labelled single-line input; required fields carry a visual mark (the `required` attribute speaks for it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onValueChange, error, required, ...inputProps },
  ref,
) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div data-field>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className={requiredMarkClass}>
            {inquiryFormCopy.requiredMark}
          </span>
        ) : (
          <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{inquiryFormCopy.optional}</span>
        )}
      </label>
      <input
        ref={ref}
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value, event.target)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, error)}
        className={controlClass}
        {...inputProps}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
});
