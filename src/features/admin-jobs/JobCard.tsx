import { Link } from 'react-router-dom';
import { reviewRequestCopy } from '@/components/review-request/copy';
import { ReviewRequest } from '@/components/review-request/ReviewRequest';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ui } from '@/components/ui/copy';
import { isSamplePicture } from '@/components/ui/SampleMark';
import { jobPhotosUploadHref } from '@/config/routes';
import { JOB_STAGES, JOB_STAGE_LABELS, WORK_TYPE_LABELS } from '@/domain/categories';
import type { Job, JobPhoto } from '@/domain/types';
import { useJobPhotos } from './api/jobs';
import { JobPublicLinks } from './JobPublicLinks';
import { jobsPageCopy } from './jobs-copy';
import { secondaryLinkClass } from './link-styles';

interface JobCardProps {
  job: Job;
  onEdit: () => void;
  /** Asks to publish the job (or a published job's leftover drafts); `drafts`: how many photos it would show. */
  onPublish: (drafts: number) => void;
}

/** "2025.09 ~ 2025.10" for the staff's compact card. */
const period = (job: Job) =>
  (job.periodStart === job.periodEnd ? job.periodStart : `${job.periodStart} ~ ${job.periodEnd}`).replace(/-/g, '.');

/** One job on the jobs page: state, facts, its photos by stage (drafts marked), and what staff can do with it. */
export function JobCard({ job, onEdit, onPublish }: JobCardProps) {
  const photos = useJobPhotos(job.id);
  const list = photos.data ?? [];
  const drafts = list.filter((photo) => photo.isDraft).length;
  const headingId = `job-${job.id}-title`;
  const forJob = jobsPageCopy.forJob(job.title);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900 dark:text-white">
            {job.title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">
            {job.region} · {WORK_TYPE_LABELS[job.workType]} · {period(job)}
          </p>
        </div>
        <Badge tone={job.isPublished ? 'green' : 'amber'} bold className="shrink-0">
          {job.isPublished ? jobsPageCopy.published : jobsPageCopy.draft}
        </Badge>
      </div>

      {photos.isSuccess && (
        <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-200">
          {list.length === 0 ? jobsPageCopy.noPhotos : jobsPageCopy.photoCounts(list.length - drafts, drafts)}
        </p>
      )}
      {list.length > 0 && <StagedThumbnails photos={list} />}

      <div className="mt-4 flex flex-wrap gap-2">
        {(!job.isPublished || drafts > 0) && (
          <Button onClick={() => onPublish(drafts)} disabled={!photos.isSuccess}>
            {job.isPublished ? jobsPageCopy.publishDrafts(drafts) : jobsPageCopy.publish} <span className="sr-only">{forJob}</span>
          </Button>
        )}
        <Link to={jobPhotosUploadHref(job.id)} className={secondaryLinkClass}>
          {jobsPageCopy.addToJob} <span className="sr-only">{forJob}</span>
        </Link>
        <Button variant="secondary" onClick={onEdit}>
          {jobsPageCopy.edit} <span className="sr-only">{forJob}</span>
        </Button>
      </div>
      {/* A published job: its public page to look at and share, and a one-time review link for its customer (the
          review then shows under its photos). A draft's 공개하기 is above. */}
      {job.isPublished && (
        <div className="mt-3">
          <JobPublicLinks job={job} forJob={forJob} />
        </div>
      )}
      {job.isPublished && (
        <div className="mt-3">
          <ReviewRequest
            request={{ inquiryId: null, jobId: job.id, workType: job.workType }}
            buttonName={`${reviewRequestCopy.request} ${forJob}`}
          />
        </div>
      )}
    </article>
  );
}

/** The job's photos in small thumbnails, stage by stage; a draft says 비공개. */
function StagedThumbnails({ photos }: { photos: JobPhoto[] }) {
  return (
    <div className="mt-3 space-y-2">
      {JOB_STAGES.map((stage) => {
        const staged = photos.filter((photo) => photo.stage === stage);
        if (staged.length === 0) return null;
        return (
          <div key={stage} className="flex items-center gap-2">
            <span className="w-14 shrink-0 text-xs font-semibold text-slate-600 dark:text-slate-300">{JOB_STAGE_LABELS[stage]}</span>
            <ul className="flex min-w-0 gap-1.5 overflow-x-auto" aria-label={JOB_STAGE_LABELS[stage]}>
              {staged.map((photo) => (
                <li key={photo.id} className="relative shrink-0">
                  <img
                    src={photo.thumbnailUrl || photo.imageUrl}
                    alt={photo.title}
                    className="h-14 w-14 rounded-md object-cover"
                    loading="lazy"
                  />
                  {isSamplePicture(photo.thumbnailUrl || photo.imageUrl) && (
                    // SampleMark's words, smaller: the 56 px thumbnail has no room for its usual size.
                    <span className="pointer-events-none absolute inset-x-0 top-0 rounded-t-md bg-slate-950/80 text-center text-[9px] leading-3 font-semibold text-white">
                      {ui.samplePicture}
                    </span>
                  )}
                  {photo.isDraft && (
                    <span className="absolute inset-x-0 bottom-0 rounded-b-md bg-slate-950/80 text-center text-[10px] font-bold text-white">
                      {jobsPageCopy.draftPhoto}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
