import { Link } from 'react-router-dom';
import { galleryHref } from '@/config/routes';
import { WORK_TYPES, WORK_TYPE_LABELS } from '@/domain/categories';
import type { WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { galleryCopy } from './copy';

const chipClass =
  'inline-flex min-h-11 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-offset-2';
const activeClass = 'border-brand-500 bg-brand-500 text-slate-950';
const idleClass =
  'border-slate-300 bg-white text-slate-800 hover:border-slate-400 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-slate-500 dark:hover:bg-slate-800';

/** A gallery chip's classes (the work type filter's, and the 사진별 / 현장별 switch's): the one shown filled. */
export const chipClasses = (current: boolean): string => cn(chipClass, current ? activeClass : idleClass);

/**
 * The gallery's filter: 전체 and one link per work type. Links, so each filter is a URL
 * (`#/projects?type=roofing`) that can be shared, opened in a new tab and reached with back and forward; the one
 * shown says so with aria-current. On a phone the row scrolls sideways instead of wrapping into a tall block. On a
 * server-rendered page a chip tapped before the app has started is followed once it has (not by a page load).
 */
export function WorkTypeChips({ active }: { active: WorkType | null }) {
  const chips: { workType: WorkType | null; label: string }[] = [
    { workType: null, label: galleryCopy.filterAll },
    ...WORK_TYPES.map((workType) => ({ workType, label: WORK_TYPE_LABELS[workType] })),
  ];
  return (
    <nav aria-label={galleryCopy.filterLabel} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
      <ul className="flex gap-2 py-1 sm:flex-wrap">
        {chips.map(({ workType, label }) => {
          const current = workType === active;
          return (
            <li key={workType ?? 'all'} className="shrink-0">
              <Link
                to={galleryHref(workType)}
                data-first-tap="later"
                aria-current={current ? 'page' : undefined}
                className={chipClasses(current)}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
