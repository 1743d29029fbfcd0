import { Link } from 'react-router-dom';
import { ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { photoHref } from '@/config/routes';
import { JOB_STAGE_LABELS } from '@/domain/categories';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { photoNavState, type GalleryPosition } from '../nav-state';
import { jobCopy } from './job-copy';

export interface JobStagePhotosProps {
  /** The job's photos in the gallery, in stage order (getJobPhotos). */
  photos: readonly GalleryPhoto[];
  /** The list's heading (its id names the list). */
  headingId: string;
  /** The photo the page shows (marked in the list), if it is one of them. */
  currentId?: string | null;
  /** Where the gallery was, and its filter: each photo's link keeps them for its back link. */
  gallery?: GalleryPosition | null;
  work?: WorkType | null;
}

/** A job's photos in stage order (시공 전, 중, 후: each marked with its stage), each linking to its page. */
export function JobStagePhotos({ photos, headingId, currentId = null, gallery = null, work = null }: JobStagePhotosProps) {
  return (
    <ol aria-labelledby={headingId} className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {photos.map((photo) => (
        <li key={photo.id}>
          <JobPhotoLink photo={photo} current={photo.id === currentId} gallery={gallery} work={work} />
        </li>
      ))}
    </ol>
  );
}

interface JobPhotoLinkProps {
  photo: GalleryPhoto;
  current: boolean;
  gallery: GalleryPosition | null;
  work: WorkType | null;
}

/** One photo of the job: its thumbnail and title, linking to its page; the one on the page says so. */
function JobPhotoLink({ photo, current, gallery, work }: JobPhotoLinkProps) {
  const src = photo.thumbnailUrl || photo.imageUrl;
  return (
    <Link
      to={photoHref(photo.id)}
      state={photoNavState(photo, gallery, false, work)}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'group block h-full overflow-hidden rounded-lg border bg-slate-50 focus-visible:outline-offset-2 dark:bg-slate-950',
        current
          ? 'border-brand-500 ring-2 ring-brand-500'
          : 'border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700',
      )}
    >
      <span className="relative block aspect-4/3 overflow-hidden bg-slate-200 dark:bg-slate-800">
        <ProtectedImage src={src} alt="" width={640} height={480} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        <SampleMark src={src} className="right-1.5 bottom-1.5" />
        {photo.stage && (
          <span className="absolute top-1.5 left-1.5 rounded-full bg-slate-950/85 px-2 py-0.5 text-[11px] font-bold text-white ring-1 ring-white/25">
            {JOB_STAGE_LABELS[photo.stage]}
          </span>
        )}
      </span>
      <span className="block px-2 py-1.5 text-xs font-medium text-slate-700 dark:text-slate-300">
        <span className="block truncate">{photo.title}</span>
        {current && <span className="block text-[11px] font-bold text-brand-700 dark:text-brand-300">{jobCopy.currentPhoto}</span>}
      </span>
    </Link>
  );
}
