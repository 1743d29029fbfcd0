import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Button } from '@/components/ui/Button';
import { cameraUploadHref } from '@/config/routes';
import type { Job } from '@/domain/types';
import { useRequireAdmin } from '@/lib/session/require-admin';
import { useJobActions, useJobList } from './api/jobs';
import { JobCard } from './JobCard';
import { JobEditModal } from './JobEditModal';
import { jobMessages, jobsPageCopy } from './jobs-copy';
import { PublishJobDialog } from './PublishJobDialog';

const primaryLink =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-slate-950 transition hover:bg-brand-400 sm:w-auto';

/**
 * /jy-dev/jobs (시공 현장): the staff's jobs, newest first, each with its state (비공개 / 공개), facts and photos by
 * stage (drafts marked); 공개하기 publishes a draft job with all its photos at once (confirmed; without the customer's
 * consent recorded, the dialog offers its tick), a published job's
 * leftover drafts likewise; 정보 수정 edits the fields; 사진 추가 opens 현장 사진 올리기 for that job.
 */
export default function JobsPage() {
  const jobs = useJobList();
  const actions = useJobActions();
  const requireAdmin = useRequireAdmin();
  const [editing, setEditing] = useState<Job | null>(null);
  const [publishing, setPublishing] = useState<{ job: Job; drafts: number } | null>(null);

  const confirmPublish = async (consentDate?: string) => {
    if (!publishing) return;
    await actions.publish(publishing.job, consentDate);
    setPublishing(null);
  };

  return (
    <>
      <AdminPageHeader
        title={jobsPageCopy.title}
        description={jobsPageCopy.intro}
        actions={
          <Link to={cameraUploadHref} className={primaryLink}>
            {jobsPageCopy.addPhotos}
          </Link>
        }
      />
      {jobs.isPending && (
        <p role="status" className="text-slate-600 dark:text-slate-300">
          {jobsPageCopy.loading}
        </p>
      )}
      {jobs.isError && (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-red-300 bg-red-50 px-6 py-8 text-center text-red-900 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">{jobMessages.listFailed}</p>
          <Button variant="secondary" onClick={() => void jobs.refetch()}>
            {jobsPageCopy.retry}
          </Button>
        </div>
      )}
      {jobs.isSuccess && jobs.data.length === 0 && (
        <p className="rounded-xl border-2 border-dashed border-slate-300 px-6 py-12 text-center font-semibold text-slate-700 dark:border-slate-700 dark:text-slate-200">
          {jobsPageCopy.empty}
        </p>
      )}
      {jobs.isSuccess && jobs.data.length > 0 && (
        <ul aria-label={jobsPageCopy.listLabel} className="space-y-4">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                onEdit={() => requireAdmin() && setEditing(job)}
                onPublish={(drafts) => requireAdmin() && setPublishing({ job, drafts })}
              />
            </li>
          ))}
        </ul>
      )}
      {editing && <JobEditModal job={editing} onClose={() => setEditing(null)} onSave={(input) => actions.update(editing.id, input)} />}
      {publishing && (
        <PublishJobDialog
          job={publishing.job}
          drafts={publishing.drafts}
          busy={actions.publishing}
          onConfirm={(consentDate) => void confirmPublish(consentDate)}
          onCancel={() => setPublishing(null)}
        />
      )}
    </>
  );
}
