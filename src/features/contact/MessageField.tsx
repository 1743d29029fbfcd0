import { forwardRef, useId } from 'react';
import { FieldError, describedBy } from '@/components/form/FieldError';
import { controlClass, labelClass, requiredMarkClass } from '@/components/form/form-styles';
import { INQUIRY_LIMITS } from '@/config/limits';
import { cn } from '@/lib/cn';
import { characterCount, inquiryFormCopy } from './copy';

interface MessageFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  disabled: boolean;
}

const NEAR_LIMIT = 0.9;

/** The message textarea with a live character counter against INQUIRY_LIMITS.message. */
export const MessageField = forwardRef<HTMLTextAreaElement, MessageFieldProps>(function MessageField(
  { value, onValueChange, error, disabled },
  ref,
) {
  const id = useId();
  const counterId = `${id}-counter`;
  const errorId = `${id}-error`;
  const max = INQUIRY_LIMITS.message;
  const nearLimit = value.length >= max * NEAR_LIMIT;
  return (
    <div data-field>
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
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, error, counterId)}
        className={cn(controlClass, 'min-h-40 resize-y')}
      />
      <FieldError id={errorId} message={error} />
      <p
        id={counterId}
        aria-live="polite"
        className={cn(
          'mt-1.5 text-right text-sm tabular-nums',
          nearLimit ? 'font-semibold text-brand-700 dark:text-brand-300' : 'text-slate-600 dark:text-slate-400',
        )}
      >
        <span className="sr-only">{inquiryFormCopy.counterPrefix} </span>
        <span>{characterCount(value.length, max)}</span>
      </p>
    </div>
  );
});
