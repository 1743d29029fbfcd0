import type { HTMLAttributes, ReactNode } from 'react';
import { errorTextClass, fieldClass, hintTextClass, labelClass } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';
import { settingsCopy } from '../copy';
import { FIELD_PATH_ATTRIBUTE, fieldId, useSettingsFormApi } from '../form-context';

export interface TextFieldProps {
  /** The rule's path of the value ('company.phone'): its message shows here, and 저장 can focus it. */
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: ReactNode;
  /** Marked (선택): may stay empty. */
  optional?: boolean;
  /** A text of several lines (a textarea with this many rows). */
  rows?: number;
  /** Shows a counter "12/40자" (the rule's limit). */
  max?: number;
  type?: 'text' | 'tel' | 'email' | 'url' | 'time';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  placeholder?: string;
  /** Tidies the value when the field is left (a phone number's hyphens, a code out of a pasted tag). */
  normalize?: (value: string) => string;
  className?: string;
}

/**
 * One field of the settings form: its label, the control, the rule's message next to it (once the field was left
 * or 저장 was pressed: aria-invalid, described by the message), a hint and, for long texts, a character counter.
 */
export function TextField({
  path,
  label,
  value,
  onChange,
  hint,
  optional,
  rows,
  max,
  type = 'text',
  inputMode,
  autoComplete = 'off',
  placeholder,
  normalize,
  className,
}: TextFieldProps) {
  const { messageOf, touch } = useSettingsFormApi();
  const id = fieldId(path);
  const message = messageOf(path);
  const described = [message && `${id}-error`, hint && `${id}-hint`, max && `${id}-count`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    autoComplete,
    [FIELD_PATH_ATTRIBUTE]: path,
    'aria-invalid': message ? true : undefined,
    'aria-describedby': described,
    onBlur: () => {
      const tidy = normalize?.(value);
      if (tidy !== undefined && tidy !== value) onChange(tidy);
      touch(path);
    },
    className: fieldClass,
  };

  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional && <span className="ml-1 font-normal text-slate-600 dark:text-slate-300">({settingsCopy.optional})</span>}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} className={cn(fieldClass, 'resize-y')} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {message && (
        <p id={`${id}-error`} className={errorTextClass}>
          {message}
        </p>
      )}
      {max !== undefined && (
        <p
          id={`${id}-count`}
          className={cn(
            'mt-1 text-right text-xs',
            value.length > max ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300',
          )}
        >
          {settingsCopy.counter(value.length, max)}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={hintTextClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
