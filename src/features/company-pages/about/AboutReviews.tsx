import { SectionHeading } from '../../../components/layout/SectionHeading';
import { reviewsCopy } from '../../../components/reviews/copy';
import { ReviewsSection } from '../../../components/reviews/ReviewsSection';
import { useApprovedReviews } from '../../../components/reviews/use-reviews';
import { ABOUT_REVIEWS_LIMIT } from '../../../config/constants';

/** Approved customer reviews on About (none: no section). */
export function AboutReviews() {
  const reviews = useApprovedReviews(ABOUT_REVIEWS_LIMIT);
  return (
    <ReviewsSection
      reviews={reviews}
      id="about-reviews-title"
      className="container-page pb-16 md:pb-24"
      heading={(id) => <SectionHeading id={id} eyebrow={reviewsCopy.eyebrow} title={reviewsCopy.aboutTitle} />}
    />
  );
}
