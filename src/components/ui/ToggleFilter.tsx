import { cn } from '@/lib/cn';
export interface ToggleFilterOption<T> {
  /** undefined: the "all" option. */
  value: T | undefined;
  label: string;
}

interface ToggleFilterProps<T> {
  /** The group's accessible name ("상태별 보기"). */
  label: string;
  options: readonly ToggleFilterOption<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  /** While a change is on its way: the other options wait. */
  disabled?: boolean;
}

/** A row of toggle buttons (aria-pressed), one pressed: the admin lists' status filters. */
export function ToggleFilter<T>({ label, options, value, onChange, disabled = false }: ToggleFilterProps<T>) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-4 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid dark:bg-slate-800">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            disabled={disabled && !active}
            onClick={() => {
              if (!active) onChange(option.value);
            }}
            className={cn(
              'min-h-11 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition sm:px-4',
              active
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
