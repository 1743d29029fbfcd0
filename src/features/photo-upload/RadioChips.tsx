import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface RadioChipsProps<T extends string> {
  /** The group's name, read before each choice ("2번째 사진 단계"); shown as its label unless `legendHidden`. */
  legend: ReactNode;
  legendHidden?: boolean;
  options: readonly { value: T; label: string }[];
  /** The chosen value; '' for none yet. */
  value: T | '';
  onChange: (value: T) => void;
  disabled?: boolean;
  /** The id of the message that says what is wrong: each choice is then marked invalid and described by it. */
  errorId?: string;
  /** Layout of the chips (Tailwind classes): a row of equal thirds for the stages, a wrapping row otherwise. */
  className?: string;
}

const chip =
  'relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition ' +
  'border-slate-300 bg-white text-slate-800 hover:border-brand-600 dark:border-slate-600 dark:bg-slate-950 dark:text-slate-100 ' +
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-500 has-[:checked]:text-slate-950 dark:has-[:checked]:border-brand-400 ' +
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:has-[:focus-visible]:outline-brand-400 ' +
  'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

/**
 * One of a few choices as chips, changed with one tap (a select takes two, three on some phones): radio buttons
 * underneath, so a screen reader hears a group with its name and the arrow keys move between them.
 */
export function RadioChips<T extends string>(props: RadioChipsProps<T>) {
  const { legend, legendHidden = false, options, value, onChange, disabled = false, errorId, className } = props;
  const id = useId();
  return (
    <fieldset>
      <legend className={legendHidden ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-800 dark:text-slate-100'}>
        {legend}
      </legend>
      <div className={cn('flex flex-wrap gap-2', className)}>
        {options.map((option) => (
          <label key={option.value} className={chip}>
            <input
              type="radio"
              name={id}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
              aria-invalid={errorId ? true : undefined}
              aria-describedby={errorId}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
