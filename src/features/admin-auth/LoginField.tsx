import { useId, type InputHTMLAttributes } from 'react';

interface LoginFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the error message when there is one: the field is then marked invalid and described by it. */
  errorId?: string;
}

/** A labelled text field of the login form. */
export function LoginField({ label, value, onChange, errorId, ...input }: LoginFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-500 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
        {...input}
      />
    </div>
  );
}
