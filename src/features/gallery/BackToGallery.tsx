import { Link } from 'react-router-dom';
import { ChevronLeftIcon } from '../../components/ui/icons';
import { paths } from '../../config/routes';
import { photoCopy } from './photo-copy';
import { galleryNavState, type GalleryPosition } from './nav-state';

/** Back to the gallery, on the page the visitor came from. */
export function BackToGallery({ gallery }: { gallery: GalleryPosition | null }) {
  return (
    <Link
      to={paths.gallery}
      state={galleryNavState(gallery)}
      className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 transition hover:text-brand-700 dark:text-slate-300 dark:hover:text-brand-400"
    >
      <ChevronLeftIcon width={18} height={18} />
      {photoCopy.backToGallery}
    </Link>
  );
}
