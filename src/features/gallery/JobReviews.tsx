import { reviewsCopy } from '../../components/reviews/copy';
import { ReviewsSection } from '../../components/reviews/ReviewsSection';
import { useJobReviews } from '../../components/reviews/use-reviews';
import { JOB_REVIEWS_LIMIT } from '../../config/constants';

/** Under a photo of a job: the approved reviews the job's customer left (none: no section). */
export function JobReviews({ jobId }: { jobId: string }) {
  const reviews = useJobReviews(jobId, JOB_REVIEWS_LIMIT);
  return (
    <ReviewsSection
      reviews={reviews}
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
