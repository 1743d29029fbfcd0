import { Link } from 'react-router-dom';
import { ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { JOB_STAGE_LABELS, WORK_TYPE_LABELS } from '@/config/constants';
import { photoHref } from '@/config/routes';
import { beforeAfterPair } from '@/domain/jobs';
import type { ConstructionImage, Job, WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { photoNavState, type GalleryPosition } from '../nav-state';
import { BeforeAfter } from './BeforeAfter';
import { jobCopy } from './job-copy';
import { jobPeriodText } from './job-period';

export interface JobShowcaseProps {
  job: Job;
  /** The job's photos in the gallery, in stage order (getJobPhotos). */
  photos: readonly ConstructionImage[];
  /** The photo the page shows (marked in the list), if it is one of them. */
  currentId?: string | null;
  /** Where the gallery was, and its filter: each photo's link keeps them for its back link. */
  gallery?: GalleryPosition | null;
  work?: WorkType | null;
}

const factTerm = 'text-xs font-medium text-slate-600 dark:text-slate-400';
const factValue = 'mt-0.5 font-semibold text-slate-900 dark:text-slate-100';

/**
 * A job (시공 현장) as a visitor sees it under one of its photos: its title, region, work type, period and area, its
 * story, the before/after comparison when it has both, and its photos in stage order (시공 전, 중, 후: each marked
 * with its stage), each linking to its page. Props in, markup out: it reads no browser state while rendering, so a server can render it too (the
 * comparison then shows its plain split picture until its script arrives).
 */
export function JobShowcase({ job, photos, currentId = null, gallery = null, work = null }: JobShowcaseProps) {
  const pair = beforeAfterPair(photos);
  const story = job.story.trim();
  return (
    <section aria-labelledby="job-heading" className="container-page pb-12 sm:pb-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{jobCopy.eyebrow}</p>
        <h2 id="job-heading" className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          {job.title}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4">
          <div>
            <dt className={factTerm}>{jobCopy.region}</dt>
            <dd className={factValue}>{job.region}</dd>
          </div>
          <div>
            <dt className={factTerm}>{jobCopy.workType}</dt>
            <dd className={factValue}>{WORK_TYPE_LABELS[job.workType]}</dd>
          </div>
          <div>
            <dt className={factTerm}>{jobCopy.period}</dt>
            <dd className={factValue}>{jobPeriodText(job.periodStart, job.periodEnd)}</dd>
          </div>
          {job.areaM2 !== null && (
            <div>
              <dt className={factTerm}>{jobCopy.area}</dt>
              <dd className={factValue}>{jobCopy.areaValue(job.areaM2)}</dd>
            </div>
          )}
        </dl>
        {story && <p className="mt-5 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{story}</p>}

        {pair && (
          <figure className="mt-8 max-w-3xl">
            <h3 id="job-comparison-heading" className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
              {jobCopy.comparisonHeading}
            </h3>
            <BeforeAfter before={pair.before} after={pair.after} />
            <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {/* In the words of the device: a finger on touch screens, the mouse or the keys where there is a mouse. */}
              <span className="[@media(hover:hover)]:hidden">{jobCopy.comparisonHintTouch}</span>
              <span className="hidden [@media(hover:hover)]:inline">{jobCopy.comparisonHint}</span>
            </figcaption>
          </figure>
        )}

        <h3 id="job-stages-heading" className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">
          {jobCopy.stagesHeading}
        </h3>
        <ol aria-labelledby="job-stages-heading" className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo) => (
            <li key={photo.id}>
              <JobPhotoLink photo={photo} current={photo.id === currentId} gallery={gallery} work={work} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

interface JobPhotoLinkProps {
  photo: ConstructionImage;
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
