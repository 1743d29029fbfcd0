import { Button } from '../../components/ui/Button';
import { AlertIcon, ImageIcon } from '../../components/ui/icons';
import { ADMIN_IMAGES_PAGE_SIZE } from '../../config/constants';
import { imagesPageCopy } from './copy';
import { NO_IMAGES, imageMessages } from './copy';

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6';
export { gridClass as imageGridClass };

/** Placeholder cards while the first page loads. */
export function ImageGridSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{imagesPageCopy.loading}</span>
      <ul className={gridClass} aria-hidden="true">
        {Array.from({ length: ADMIN_IMAGES_PAGE_SIZE }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-xl border-2 border-slate-200 dark:border-slate-800">
            <div className="aspect-video animate-pulse bg-slate-200 sm:aspect-[4/3] dark:bg-slate-800" />
            <div className="space-y-3 p-4">
              <div className="h-4 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-3 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              <div className="h-24 animate-pulse rounded bg-slate-100 dark:bg-slate-800/60" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 이미지 목록을 불러오는 데 실패했습니다. with a retry. */
export function ImageListError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-xl border border-red-300 bg-red-50 px-6 py-10 text-center text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <AlertIcon width={32} height={32} />
      <p className="font-semibold">{imageMessages.imageListFailed}</p>
      <Button variant="secondary" onClick={onRetry}>
        {imagesPageCopy.retry}
      </Button>
    </div>
  );
}

/** 업로드된 이미지가 없습니다 (the upload button sits just above in the page header). */
export function ImageListEmpty() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-slate-300 px-6 py-14 text-center dark:border-slate-700">
      <ImageIcon width={40} height={40} className="text-slate-400" />
      <p className="font-semibold text-slate-700 dark:text-slate-200">{NO_IMAGES}</p>
    </div>
  );
}
