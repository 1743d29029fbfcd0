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
  /** Choices in a wrapping row (default) or one under another (long labels). */
  layout?: 'row' | 'column';
}

/**
 * Choices as bordered chips a thumb can hit (at least 44 px), each a native radio button or checkbox with its word,
 * in a fieldset: the keyboard, screen readers and the focus ring work as they do for the site's other forms.
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
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => onToggle(option.value, event.target.checked)}
              onBlur={() => touch(path)}
              aria-label={option.name}
              {...(index === 0 ? { id, [FIELD_PATH_ATTRIBUTE]: path } : {})}
              className="h-5 w-5 shrink-0 cursor-pointer accent-brand-600"
            />
            {option.label}
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
