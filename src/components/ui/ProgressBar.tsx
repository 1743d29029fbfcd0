interface ProgressBarProps {
  /** 0-100. */
  percent: number;
  label: string;
  /** What is happening, shown above the bar (e.g. "사진 업로드 중..."). */
  status?: string;
}

/**
 * A real percentage bar (the admin's uploads, a visitor's inquiry photos): role=progressbar with aria-valuenow, and
 * the number as text.
 */
export function ProgressBar({ percent, label, status }: ProgressBarProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className="space-y-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="text-slate-700 dark:text-slate-200">{status}</span>
        <span className="font-semibold tabular-nums text-slate-900 dark:text-white" aria-hidden="true">
          {value}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-500 transition-[width] duration-200" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
