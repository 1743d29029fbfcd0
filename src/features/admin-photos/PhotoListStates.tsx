import { ImageIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { ADMIN_PHOTOS_PAGE_SIZE } from '@/config/page-sizes';
import { photosPageCopy } from './copy';
import { NO_IMAGES, photoMessages } from './copy';

/** Compact rows: one column on a phone (six in about two screens), two side by side from md. */
const gridClass = 'grid grid-cols-1 gap-2.5 md:grid-cols-2 md:gap-3';
export { gridClass as imageGridClass };

/** Placeholder rows while the first page loads, shaped like PhotoCard. */
export function PhotoGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{photosPageCopy.loading}</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: ADMIN_PHOTOS_PAGE_SIZE }, (_, index) => (
          <li key={index} className="flex gap-3 rounded-xl border-2 border-slate-200 p-2.5 sm:p-3 dark:border-slate-800">
            <div className="h-20 w-24 shrink-0 animate-pulse rounded-lg bg-slate-200 sm:h-24 sm:w-32 dark:bg-slate-800" />
            <div className="flex-1 space-y-2 py-1">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
            </div>
            <div className="h-11 w-16 shrink-0 animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800/60" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 이미지 목록을 불러오는 데 실패했습니다. with a retry. */
export function PhotoListError({ onRetry }: { onRetry: () => void }) {
  return <LoadFailed message={photoMessages.imageListFailed} retryLabel={photosPageCopy.retry} onRetry={onRetry} />;
}

/** 업로드된 이미지가 없습니다 (the upload button sits just above in the page header). */
export function PhotoListEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <ImageIcon width={40} height={40} className="text-slate-400" />
      <p className="font-semibold text-slate-700 dark:text-slate-200">{NO_IMAGES}</p>
    </div>
  );
}
