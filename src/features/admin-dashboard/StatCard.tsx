import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

export interface StatCardProps {
  to: string;
  label: string;
  /** The count, or null when it could not be read. */
  value: number | null;
  unit: string;
  icon: ReactNode;
  linkLabel: string;
  /** A line under the value, e.g. the needs-checking note. */
  note?: ReactNode;
}

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** A dashboard count that links to its management page. */
export function StatCard({ to, label, value, unit, icon, linkLabel, note }: StatCardProps) {
  return (
    <Link
      to={to}
      className={cn(
        cardClass,
        'group flex flex-col gap-3 transition hover:border-brand-500 hover:shadow-md focus-visible:border-brand-500',
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-700 dark:text-slate-300">{label}</h2>
        <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          {icon}
        </span>
      </div>
      <p className="text-4xl font-bold whitespace-nowrap tabular-nums text-slate-900 dark:text-white">
        {value ?? '–'}
        {value !== null && <span className="ml-1 text-lg font-semibold text-slate-600 dark:text-slate-400">{unit}</span>}
      </p>
      {note && <div className="text-sm">{note}</div>}
      <span className="mt-auto inline-flex min-h-6 items-center gap-1 text-sm font-semibold text-brand-700 group-hover:underline dark:text-brand-300">
        {linkLabel}
        <ArrowRightIcon width={16} height={16} />
      </span>
    </Link>
  );
}

/** The placeholder of a StatCard while the counts load. */
export function StatCardSkeleton() {
  return (
    <div className={cn(cardClass, 'flex flex-col gap-4')} data-testid="stat-skeleton" aria-hidden="true">
      <div className="flex items-center justify-between">
        <div className="h-5 w-28 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
        <div className="h-10 w-10 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
      </div>
      <div className="h-10 w-20 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
      <div className="h-4 w-32 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
