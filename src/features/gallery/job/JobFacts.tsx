import { WORK_TYPE_LABELS } from '@/domain/categories';
import { jobPeriodText } from '@/domain/job-period';
import type { Job } from '@/domain/types';
import { cn } from '@/lib/cn';
import { jobCopy } from './job-copy';

const factTerm = 'text-xs font-medium text-slate-600 dark:text-slate-400';
const factValue = 'mt-0.5 font-semibold text-slate-900 dark:text-slate-100';

/**
 * A job's facts in one glance: work type, region, period and, when staff entered them, the area and the price
 * ("공사비 / 약 1,200만 원"). Plain markup (a
 * description list), so a server renders it as the browser does.
 */
export function JobFacts({ job, className }: { job: Job; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-4', className)}>
      <div>
        <dt className={factTerm}>{jobCopy.workType}</dt>
        <dd className={factValue}>{WORK_TYPE_LABELS[job.workType]}</dd>
      </div>
      <div>
        <dt className={factTerm}>{jobCopy.region}</dt>
        <dd className={factValue}>{job.region}</dd>
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
      {job.priceManwon !== null && (
        <div>
          <dt className={factTerm}>{jobCopy.price}</dt>
          <dd className={factValue}>{jobCopy.priceValue(job.priceManwon)}</dd>
        </div>
      )}
    </dl>
  );
}
