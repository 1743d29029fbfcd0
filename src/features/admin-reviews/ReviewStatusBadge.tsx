import { REVIEW_STATUS_LABELS } from '@/domain/categories';
import type { ReviewStatus } from '@/domain/types';
import { cn } from '@/lib/cn';

const tones: Record<ReviewStatus, string> = {
  pending: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40 dark:bg-yellow-900/50 dark:text-yellow-100 dark:ring-yellow-400/40',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/50 dark:text-emerald-100 dark:ring-emerald-400/40',
  hidden: 'bg-slate-200 text-slate-900 ring-slate-500/40 dark:bg-slate-700 dark:text-slate-100 dark:ring-slate-400/40',
};

/** 대기 (yellow), 공개 (green), 숨김 (grey). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {REVIEW_STATUS_LABELS[status]}
    </span>
  );
}
