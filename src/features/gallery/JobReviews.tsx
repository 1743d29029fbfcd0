import { reviewsCopy } from '@/components/reviews/copy';
import { NearbyReviews } from '@/components/reviews/NearbyReviews';

/** Approved reviews under a job's photos. */
const JOB_REVIEWS_LIMIT = 3;

/** Under a photo of a job: the approved reviews of the job's customer, read when scrolled near (none: no section). */
export function JobReviews({ jobId }: { jobId: string }) {
  return (
    <NearbyReviews
      read={(backend) => backend.getJobReviews(jobId, JOB_REVIEWS_LIMIT)}
      readKey={jobId}
      id="job-reviews-heading"
      className="container-page pb-12 sm:pb-16"
      listClassName="grid gap-5 md:grid-cols-2 lg:grid-cols-3"
      heading={(id) => (
        <h2 id={id} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl dark:text-white">
          {reviewsCopy.jobTitle}
        </h2>
      )}
    />
  );
}
