import { Link } from 'react-router-dom';
import { galleryJobsHref, paths } from '@/config/routes';
import { cn } from '@/lib/cn';
import { galleryCopy } from './copy';

const tabClass = 'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold transition focus-visible:outline-offset-2';

/**
 * 사진별 / 현장별: the gallery's two views as links (each its own address, to share or go back to), the one shown
 * marked with aria-current. 사진별, every photo, is the spec's gallery and the default.
 */
export function GalleryViewSwitch({ jobs }: { jobs: boolean }) {
  const views = [
    { to: paths.gallery, label: galleryCopy.viewPhotos, current: !jobs },
    { to: galleryJobsHref, label: galleryCopy.viewJobs, current: jobs },
  ];
  return (
    <nav aria-label={galleryCopy.viewLabel} className="mb-4">
      <ul className="inline-flex gap-1 rounded-xl border border-slate-200 bg-slate-100 p-1 dark:border-slate-700 dark:bg-slate-800">
        {views.map((view) => (
          <li key={view.to}>
            <Link
              to={view.to}
              aria-current={view.current ? 'page' : undefined}
              className={cn(
                tabClass,
                view.current
                  ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                  : 'text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white',
              )}
            >
              {view.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
