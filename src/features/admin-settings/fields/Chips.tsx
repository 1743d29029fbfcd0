import { useId, type ReactNode } from 'react';
import { errorTextClass, hintTextClass, labelClass } from '@/components/ui/field-styles';
import { cn } from '@/lib/cn';
import { FIELD_PATH_ATTRIBUTE, fieldId, useSettingsFormApi } from '../form-context';

export interface ChipOption<T> {
  value: T;
  label: string;
  /** The accessible name when the chip's word says too little (월 → 월요일). */
  name?: string;
}

interface ChipsProps<T> {
  /** The rule's path: its message shows under the chips, and 저장 can focus the first one. */
  path: string;
  legend: string;
  options: readonly ChipOption<T>[];
  /** radio: one of them; checkbox: any of them. */
  type: 'radio' | 'checkbox';
  isChecked: (value: T) => boolean;
  onToggle: (value: T, checked: boolean) => void;
  hint?: ReactNode;
  /** Chips laid out as a wrapping row (default) or as a column of full-width choices (long labels). */
  layout?: 'row' | 'column';
}

/**
 * Choices as large chips a thumb can hit (at least 44 px), made of native radio buttons or checkboxes in a
 * fieldset: the keyboard, screen readers and the form's labels work as they do for any form control.
 */
export function Chips<T extends string | number>({
  path,
  legend,
  options,
  type,
  isChecked,
  onToggle,
  hint,
  layout = 'row',
}: ChipsProps<T>) {
  const { messageOf, touch } = useSettingsFormApi();
  const name = useId();
  const id = fieldId(path);
  const message = messageOf(path);
  const described = [message && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset aria-describedby={described} aria-invalid={message ? true : undefined}>
      <legend className={labelClass}>{legend}</legend>
      <div className={cn('flex gap-2', layout === 'row' ? 'flex-wrap' : 'flex-col')}>
        {options.map((option, index) => (
          <label key={option.value} className="relative">
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              onBlur={() => touch(path)}
              aria-label={option.name}
              {...(index === 0 ? { id, [FIELD_PATH_ATTRIBUTE]: path } : {})}
              className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
            />
            <span
              className={cn(
                'flex min-h-11 items-center rounded-lg border px-4 text-sm font-semibold transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 dark:peer-focus-visible:ring-offset-slate-900',
                layout === 'row' ? 'min-w-11 justify-center' : 'w-full',
                isChecked(option.value)
                  ? 'border-brand-600 bg-brand-500 text-slate-950'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700',
              )}
            >
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {message && (
        <p id={`${id}-error`} className={errorTextClass}>
          {message}
        </p>
      )}
      {hint && (
        <p id={`${id}-hint`} className={hintTextClass}>
          {hint}
        </p>
      )}
    </fieldset>
  );
}
