import { Link } from 'react-router-dom';
import { galleryJobsHref, paths } from '@/config/routes';
import { galleryCopy } from './copy';
import { chipClasses } from './WorkTypeChips';

/**
 * 사진별 / 현장별: the gallery's two views as links (each its own address, to share or go back to), styled as the
 * gallery's chips, the one shown marked with aria-current. 사진별, every photo, is the spec's gallery and the default.
 */
export function GalleryViewSwitch({ jobs }: { jobs: boolean }) {
  return (
    <nav aria-label={galleryCopy.viewLabel} className="mb-3">
      <ul className="flex gap-2">
        {[
          { to: paths.gallery, label: galleryCopy.viewPhotos, current: !jobs },
          { to: galleryJobsHref, label: galleryCopy.viewJobs, current: jobs },
        ].map((view) => (
          <li key={view.to}>
            <Link
              to={view.to}
              data-first-tap="later"
              aria-current={view.current ? 'page' : undefined}
              className={chipClasses(view.current)}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
