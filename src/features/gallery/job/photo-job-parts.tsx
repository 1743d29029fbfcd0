import type { GalleryPhoto, Job, WorkType } from '@/domain/types';
import { JobReviews } from '../JobReviews';
import type { GalleryPosition } from '../nav-state';
import { JobLead } from './JobLead';
import { JobShowcase } from './JobShowcase';

/**
 * What a photo's page shows of its job (시공 현장), in a chunk of its own: a photo of no job never loads it. The server
 * render waits for it (the HTML holds the job), and the browser hydrates it in place once the chunk is there.
 */

/** Above the photo: the job's facts and the way to its page. */
export default function PhotoJobLead({ job }: { job: Job }) {
  return <JobLead job={job} className="mt-4" />;
}

export interface PhotoJobBelowProps {
  job: Job;
  photos: readonly GalleryPhoto[];
  currentId: string;
  gallery: GalleryPosition | null;
  work: WorkType | null;
}

/** Under the photo: the job's story, comparison and photos by stage, then its reviews. */
export function PhotoJobBelow({ job, photos, currentId, gallery, work }: PhotoJobBelowProps) {
  return (
    <>
      <JobShowcase job={job} photos={photos} currentId={currentId} gallery={gallery} work={work} />
      <JobReviews jobId={job.id} />
    </>
  );
}
