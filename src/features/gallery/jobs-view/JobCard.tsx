import { Link } from 'react-router-dom';
import { NoPhotoBadge, ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { jobHref } from '@/config/routes';
import { beforeAfterPair, finishedPhoto, inStageOrder } from '@/domain/jobs';
import type { GalleryPhoto } from '@/domain/types';
import type { JobWithPhotos } from '@/lib/page-data/page-data';
import { jobCopy } from '../job/job-copy';
import { JobFacts } from '../job/JobFacts';
import { jobsViewCopy } from './jobs-view-copy';

/** One thumbnail of a card, with its stage marked (시공 전 / 시공 후). */
function Thumb({ photo, label }: { photo: GalleryPhoto | null; label: string | null }) {
  const src = photo ? photo.thumbnailUrl || photo.imageUrl : '';
  return (
    <span className="relative block aspect-4/3 overflow-hidden bg-slate-200 dark:bg-slate-800">
      <ProtectedImage src={src} alt="" width={640} height={480} loading="lazy" decoding="async" className="h-full w-full object-cover" />
      {!src && <NoPhotoBadge />}
      <SampleMark src={src} className="right-1.5 bottom-1.5" />
      {label && (
        <span className="absolute top-1.5 left-1.5 rounded-full bg-slate-950/85 px-2 py-0.5 text-[11px] font-bold text-white ring-1 ring-white/25">
          {label}
        </span>
      )}
    </span>
  );
}

/**
 * A job in the gallery's 현장별 view: its before and after side by side (else its finished or first photo), its
 * title and facts; the whole card links to the job's page.
 */
export function JobCard({ job: { job, photos } }: { job: JobWithPhotos }) {
  const pair = beforeAfterPair(photos);
  const single = pair ? null : (finishedPhoto(photos) ?? inStageOrder(photos)[0] ?? null);
  return (
    <li>
      <Link
        to={jobHref(job.id)}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg focus-visible:outline-offset-4 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700 dark:hover:shadow-black/40"
      >
        {pair ? (
          <span className="grid grid-cols-2 gap-0.5 bg-slate-200 dark:bg-slate-800">
            <Thumb photo={pair.before} label={jobCopy.before} />
            <Thumb photo={pair.after} label={jobCopy.after} />
          </span>
        ) : (
          <Thumb photo={single} label={null} />
        )}
        <span className="flex flex-1 flex-col p-4">
          <span className="text-base font-bold text-slate-900 group-hover:text-brand-700 dark:text-white dark:group-hover:text-brand-300">
            {job.title}
          </span>
          <JobFacts job={job} className="mt-3 gap-x-4 sm:grid-cols-2" />
          <span className="mt-3 text-xs text-slate-600 dark:text-slate-400">{jobsViewCopy.photoCount(photos.length)}</span>
        </span>
      </Link>
    </li>
  );
}
