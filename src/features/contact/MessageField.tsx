import { forwardRef, useId } from 'react';
import { INQUIRY_LIMITS } from '../../config/constants';
import { characterCount, inquiryFormCopy } from './copy';
import { controlClass, labelClass, requiredMarkClass } from './form-styles';

interface MessageFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  invalid: boolean;
  errorId?: string;
  disabled: boolean;
}

const NEAR_LIMIT = 0.9;

/** The message textarea with a live character counter against INQUIRY_LIMITS.message. */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { value, onValueChange, invalid, errorId, disabled },
  ref,
) {
  const id = useId();
  const counterId = `${id}-counter`;
  const max = INQUIRY_LIMITS.message;
  const nearLimit = value.length >= max * NEAR_LIMIT;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {inquiryFormCopy.message}
        <span aria-hidden="true" className={requiredMarkClass}>
          {inquiryFormCopy.requiredMark}
        </span>
      </label>
      <textarea
        ref={ref}
        id={id}
        name="message"
        rows={7}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        maxLength={max}
        required
        disabled={disabled}
        placeholder={inquiryFormCopy.messagePlaceholder}
        aria-invalid={invalid || undefined}
        aria-describedby={[invalid ? errorId : undefined, counterId].filter(Boolean).join(' ')}
        className={`${controlClass} min-h-40 resize-y`}
      />
      <p
        id={counterId}
        aria-live="polite"
        className={`mt-1.5 text-right text-sm tabular-nums ${nearLimit ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-slate-600 dark:text-slate-400'}`}
      >
        <span className="sr-only">{inquiryFormCopy.counterPrefix} </span>
        <span>{characterCount(value.length, max)}</span>
      </p>
    </div>
  );
});
