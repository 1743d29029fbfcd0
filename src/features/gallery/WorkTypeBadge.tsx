import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { WorkType } from '@/domain/types';

/** The kind of work a photo shows (지붕 공사, 방수 공사, ...) as a neutral pill beside the category. */
export function WorkTypeBadge({ workType }: { workType: WorkType }) {
  return (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold whitespace-nowrap text-slate-700 ring-1 ring-slate-200 ring-inset dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700">
      {WORK_TYPE_LABELS[workType]}
    </span>
  );
}
