import { REVIEW_STATUSES, REVIEW_STATUS_LABELS } from '../../config/constants';
import type { ReviewStatus } from '../../domain/types';
import { reviewsAdminCopy } from './copy';

const options: { value: ReviewStatus | undefined; label: string }[] = [
  { value: undefined, label: reviewsAdminCopy.filterAll },
  ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
];

/** 전체 / 대기 / 공개 / 숨김: a row of toggle buttons (aria-pressed). */
export function ReviewStatusFilter({ value, onChange }: { value: ReviewStatus | undefined; onChange: (value: ReviewStatus | undefined) => void }) {
  return (
    <div role="group" aria-label={reviewsAdminCopy.filterLabel} className="grid grid-cols-4 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid dark:bg-slate-800">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            onClick={() => {
              if (!active) onChange(option.value);
            }}
            className={`min-h-11 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
              active ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white' : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
