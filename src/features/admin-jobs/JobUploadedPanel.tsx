import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import type { Job } from '@/domain/types';
import { JobPublicLinks } from './JobPublicLinks';
import { jobLinkCopy } from './jobs-copy';

interface JobUploadedPanelProps {
  job: Pick<Job, 'id' | 'title' | 'isPublished'>;
  onDismiss: () => void;
}

/**
 * On 이미지 관리 after 현장 사진 올리기: the job the photos went to, with its public page to look at and share (or,
 * for a draft, what publishing takes). It takes the focus when it appears, so a phone reader lands on it.
 */
export function JobUploadedPanel({ job, onDismiss }: JobUploadedPanelProps) {
  const id = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      className="mb-6 space-y-3 rounded-xl border border-brand-500/60 bg-brand-500/5 p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-700 dark:text-slate-200">
            {jobLinkCopy.uploadedTitle}
          </h2>
          <p className="mt-0.5 text-lg font-bold break-words text-slate-900 dark:text-white">{job.title}</p>
        </div>
        <Button variant="ghost" onClick={onDismiss} className="shrink-0">
          {jobLinkCopy.dismiss}
        </Button>
      </div>
      {job.isPublished && <p className="text-sm text-slate-700 dark:text-slate-200">{jobLinkCopy.uploadedPublished}</p>}
      <JobPublicLinks job={job} />
    </section>
  );
}
