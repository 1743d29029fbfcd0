import type { Job } from '@/domain/types';
import { cn } from '@/lib/cn';
import { jobCopy } from './job-copy';
import { JobFacts } from './JobFacts';
import { JobPageLink } from './JobPageLink';

/**
 * At the top of a job's photo: which job it is, the job's facts in one glance, and the way to the job's page (its
 * comparison, story and every photo).
 */
export function JobLead({ job, className }: { job: Job; className?: string }) {
  return (
    <section
      aria-labelledby="job-lead-heading"
      className={cn('rounded-xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900', className)}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <h2 id="job-lead-heading" className="text-sm font-semibold text-slate-900 dark:text-white">
          <span className="text-brand-700 dark:text-brand-300">{jobCopy.eyebrow}</span> · {job.title}
        </h2>
        <JobPageLink jobId={job.id} className="text-sm" />
      </div>
      <JobFacts job={job} className="mt-2" />
    </section>
  );
}
