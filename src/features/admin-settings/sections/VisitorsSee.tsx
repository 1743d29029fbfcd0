import type { ReactNode } from 'react';

/** A line that shows, as the form is filled, what visitors will read (the hours, a price, the promise's sentence). */
export function VisitorsSee({ label, children }: { label: string; children: ReactNode }) {
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100">
      <span className="font-semibold">{label}: </span>
      <span>{children}</span>
    </p>
  );
}
