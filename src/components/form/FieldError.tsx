import { AlertIcon } from '../ui/icons';

/** A control's own message, right under it; the control names it in aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
      <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/** The ids a control is described by: its message when invalid, then any others (a hint, a counter). */
export function describedBy(errorId: string, error: string | undefined, ...others: (string | undefined)[]): string | undefined {
  const ids = [error ? errorId : undefined, ...others].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
