import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from '@/components/ui/icons';
import { galleryHref } from '@/config/routes';
import type { WorkType } from '@/domain/types';
import { galleryNavState, type GalleryPosition } from './nav-state';
import { photoCopy } from './photo-copy';

/** Back to the gallery, on the page (and with the work type filter) the visitor came from. */
export function BackToGallery({ gallery, work = null }: { gallery: GalleryPosition | null; work?: WorkType | null }) {
  return (
    <Link
      to={galleryHref(work)}
      state={galleryNavState(gallery)}
      className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 transition hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-400"
    >
      <ChevronLeftIcon width={18} height={18} />
      {photoCopy.backToGallery}
    </Link>
  );
}
