import { useId } from 'react';
import { cn } from '@/lib/cn';
import { reviewFormCopy } from './copy';

interface OptionalCheckboxProps {
  name: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
  /** A line under the row that the box is described by. */
  hint?: string;
  className?: string;
}

/** A tick the visitor may leave: the label wraps the box and ends with "(선택)", a hint under it when given. */
export function OptionalCheckbox({ name, label, checked, onChange, disabled, hint, className }: OptionalCheckboxProps) {
  const hintId = useId();
  return (
    <>
      <label
        className={cn(
          'flex min-h-11 cursor-pointer gap-3 px-1 text-base text-slate-900 dark:text-slate-100',
          hint ? 'items-start' : 'items-center',
          className,
        )}
      >
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          disabled={disabled}
          aria-describedby={hint ? hintId : undefined}
          className={cn('h-5 w-5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600', hint && 'mt-0.5')}
        />
        <span>
          {label} <span className="text-slate-600 dark:text-slate-400">{reviewFormCopy.optional}</span>
        </span>
      </label>
      {hint && (
        <p id={hintId} className="mt-1 px-1 text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </>
  );
}
