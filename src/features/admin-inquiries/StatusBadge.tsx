import type { InquiryStatus } from '@/domain/types';
import { cn } from '@/lib/cn';

/** Status badge colours: green 신규, yellow 확인중, blue 답변완료 (text at AA contrast in both themes). */
const tones: Record<InquiryStatus, string> = {
  신규: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30 dark:bg-emerald-900/50 dark:text-emerald-100 dark:ring-emerald-400/40',
  확인중: 'bg-yellow-100 text-yellow-900 ring-yellow-600/40 dark:bg-yellow-900/50 dark:text-yellow-100 dark:ring-yellow-400/40',
  답변완료: 'bg-blue-100 text-blue-900 ring-blue-600/30 dark:bg-blue-900/50 dark:text-blue-100 dark:ring-blue-400/40',
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset',
        tones[status],
      )}
    >
      {status}
    </span>
  );
}
