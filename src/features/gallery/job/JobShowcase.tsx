import { beforeAfterPair } from '@/domain/jobs';
import type { GalleryPhoto, Job, WorkType } from '@/domain/types';
import type { GalleryPosition } from '../nav-state';
import { jobCopy } from './job-copy';
import { JobComparison } from './JobComparison';
import { JobStagePhotos } from './JobStagePhotos';

export interface JobShowcaseProps {
  job: Job;
  /** The job's photos in the gallery, in stage order (getJobPhotos). */
  photos: readonly GalleryPhoto[];
  /** The photo the page shows (marked in the list), if it is one of them. */
  currentId?: string | null;
  /** Where the gallery was, and its filter: each photo's link keeps them for its back link. */
  gallery?: GalleryPosition | null;
  work?: WorkType | null;
}

/**
 * A job (시공 현장) as a visitor sees it under one of its photos (whose page leads with the job's facts: JobLead): its
 * title, story, the before/after comparison when it has both, and its photos in stage order (시공 전, 중, 후: each
 * marked with its stage), each linking to its page. Props in, markup out: it reads no browser state while
 * rendering, so a server can render it too (the comparison then shows its plain split picture until its script
 * arrives).
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
        {story && <p className="mt-5 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{story}</p>}

        {pair && <JobComparison before={pair.before} after={pair.after} className="mt-8" />}

        <h3 id="job-stages-heading" className="mt-8 text-lg font-semibold text-slate-900 dark:text-white">
          {jobCopy.stagesHeading}
        </h3>
        <JobStagePhotos photos={photos} headingId="job-stages-heading" currentId={currentId} gallery={gallery} work={work} />
      </div>
    </section>
  );
}
