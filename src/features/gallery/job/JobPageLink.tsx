import { Link } from 'react-router-dom';
import { ArrowRightIcon } from '@/components/ui/icons';
import { jobHref } from '@/config/routes';
import { cn } from '@/lib/cn';
import { jobCopy } from './job-copy';

/** 현장 전체 보기: a link to a job's own page. */
export function JobPageLink({ jobId, className }: { jobId: string; className?: string }) {
  return (
    <Link
      to={jobHref(jobId)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 underline-offset-4 hover:underline dark:text-brand-300',
        className,
      )}
    >
      {jobCopy.jobPageLink}
      <ArrowRightIcon width={16} height={16} />
    </Link>
  );
}
