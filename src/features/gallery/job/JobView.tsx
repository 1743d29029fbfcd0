import { JsonLd } from '@/components/layout/JsonLd';
import { Seo } from '@/components/layout/Seo';
import { jobHref } from '@/config/routes';
import { beforeAfterPair, finishedPhoto } from '@/domain/jobs';
import type { JobWithPhotos } from '@/lib/page-data/page-data';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { BackToGallery } from '../BackToGallery';
import { EstimateCta } from '../EstimateCta';
import { JobReviews } from '../JobReviews';
import { ShareButton } from '../ShareButton';
import { jobCopy } from './job-copy';
import { jobDescription } from './job-description';
import { jobJsonLd } from './job-json-ld';
import { JobComparison } from './JobComparison';
import { JobFacts } from './JobFacts';
import { JobStagePhotos } from './JobStagePhotos';

const sectionHeading = 'text-lg font-semibold text-slate-900 sm:text-xl dark:text-white';

/**
 * A job's own page, in the order a homeowner weighs a job: its title, the facts in one glance (work type, region,
 * period, area), the before/after comparison, the story, the photos by stage, the customer's review when there is
 * one, then the way to ask for the same work. Its link preview is the job's: the title, the story, the finished photo.
 */
export function JobView({ job: { job, photos } }: { job: JobWithPhotos }) {
  const settings = useSiteSettings();
  const path = jobHref(job.id);
  const pair = beforeAfterPair(photos);
  const story = job.story.trim();
  return (
    <>
      <article className="container-page pt-8 pb-10 sm:pt-12 sm:pb-12">
        <Seo title={job.title} description={jobDescription(job)} path={path} image={finishedPhoto(photos)?.imageUrl || undefined} />
        <JsonLd data={jobJsonLd(job, photos, path, settings)} />
        <div className="flex items-center justify-between gap-4">
          <BackToGallery gallery={null} />
          <ShareButton path={path} title={job.title} />
        </div>

        <header className="mt-3 sm:mt-5">
          <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{jobCopy.eyebrow}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl lg:text-4xl dark:text-white">{job.title}</h1>
        </header>
        <JobFacts job={job} className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900" />

        {pair && <JobComparison before={pair.before} after={pair.after} headingLevel="h2" priority className="mt-6 sm:mt-8" />}

        {story && (
          <section aria-labelledby="job-story-heading" className="mt-8 max-w-3xl">
            <h2 id="job-story-heading" className={sectionHeading}>
              {jobCopy.storyHeading}
            </h2>
            <p className="mt-3 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">{story}</p>
          </section>
        )}

        {photos.length > 0 && (
          <section aria-labelledby="job-page-stages-heading" className="mt-8">
            <h2 id="job-page-stages-heading" className={sectionHeading}>
              {jobCopy.stagesHeading}
            </h2>
            <JobStagePhotos photos={photos} headingId="job-page-stages-heading" />
          </section>
        )}
      </article>
      <JobReviews jobId={job.id} />
      <div className="container-page pb-12 sm:pb-16">
        <div className="max-w-md">
          <EstimateCta workType={job.workType} />
        </div>
      </div>
    </>
  );
}
