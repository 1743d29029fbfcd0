import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { inquiryFormCopy } from './copy';
import { controlClass, labelClass, requiredMarkClass } from './form-styles';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid: boolean;
  /** Id of the message that explains the error, read with the field while it is invalid. */
  errorId?: string;
}

/** A labelled single-line input; required fields carry a visual mark (the `required` attribute speaks for it). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, value, onValueChange, invalid, errorId, required, ...inputProps },
  ref,
) {
  const id = useId();
  return (
    <div>
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
        onChange={(event) => onValueChange(event.target.value)}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className={controlClass}
        {...inputProps}
      />
    </div>
  );
});
