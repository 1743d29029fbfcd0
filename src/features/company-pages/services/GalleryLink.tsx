import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons';
import { galleryHref } from '@/config/routes';
import type { WorkType } from '@/domain/types';

/** A link to the gallery filtered to one kind of work (`#/projects?type=roofing`), at least 44 px tall. */
export function GalleryLink({ workType, children }: { workType: WorkType; children: string }) {
  return (
    <Link
      to={galleryHref(workType)}
      className="-ml-1 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 font-semibold text-brand-800 underline decoration-brand-500/60 underline-offset-4 transition hover:text-brand-700 hover:decoration-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
    >
      {children}
      <ArrowRightIcon width={18} height={18} />
    </Link>
  );
}
