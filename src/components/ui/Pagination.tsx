import { pageIndicator, ui } from './copy';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

interface PaginationProps {
  page: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPrev: () => void;
  onNext: () => void;
  disabled?: boolean;
  /** Names the list for screen readers, e.g. "갤러리 페이지". */
  label: string;
}

/**
 * Previous / next buttons with the "N / M" indicator. On a server-rendered page a press before the app has started
 * waits for it (index.html's start-up script), which then does it.
 */
export function Pagination({ page, totalPages, hasPrev, hasNext, onPrev, onNext, disabled = false, label }: PaginationProps) {
  const buttonClass =
    'inline-flex min-h-11 items-center gap-1 rounded-lg border border-slate-300 px-4 text-sm font-semibold text-slate-800 transition hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-4">
      <button type="button" data-first-tap="later" className={buttonClass} onClick={onPrev} disabled={disabled || !hasPrev}>
        <ChevronLeftIcon width={18} height={18} />
        {ui.previous}
      </button>
      <span
        aria-live="polite"
        className="min-w-16 text-center text-sm font-medium whitespace-nowrap tabular-nums text-slate-700 dark:text-slate-200"
      >
        {pageIndicator(page, totalPages)}
      </span>
      <button type="button" data-first-tap="later" className={buttonClass} onClick={onNext} disabled={disabled || !hasNext}>
        {ui.next}
        <ChevronRightIcon width={18} height={18} />
      </button>
    </nav>
  );
}
