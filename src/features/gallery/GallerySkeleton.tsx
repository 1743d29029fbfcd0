import { GALLERY_PAGE_SIZE } from '@/config/page-sizes';
import { cn } from '@/lib/cn';

const pulse = 'animate-pulse bg-slate-200 motion-reduce:animate-none dark:bg-slate-800';

/**
 * The gallery's first load: a page of placeholder cards shaped like GalleryCard (4:3 picture, badge and date
 * row, two lines of description) in the same grid, so the photos replace them without moving the page.
 */
export function GallerySkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {Array.from({ length: GALLERY_PAGE_SIZE }, (_, index) => (
          <li key={index} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
            <div className={cn('aspect-4/3', pulse)} />
            <div className="flex flex-col gap-3 p-5">
              <div className="flex items-center justify-between gap-2">
                <div className={cn('h-6 w-16 rounded-full', pulse)} />
                <div className={cn('h-5 w-24 rounded', pulse)} />
              </div>
              <div className="space-y-2 py-0.5">
                <div className={cn('h-4 w-full rounded', pulse)} />
                <div className={cn('h-4 w-2/3 rounded', pulse)} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
