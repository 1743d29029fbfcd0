import { SectionHeading } from '../../components/layout/SectionHeading';
import { reviewsCopy } from '../../components/reviews/copy';
import { ReviewsSection } from '../../components/reviews/ReviewsSection';
import { useApprovedReviews } from '../../components/reviews/use-reviews';
import { HOME_REVIEWS_LIMIT } from '../../config/constants';

/** The latest approved customer reviews (none: no section). */
export function HomeReviews() {
  const reviews = useApprovedReviews(HOME_REVIEWS_LIMIT);
  return (
    <ReviewsSection
      reviews={reviews}
      id="home-reviews-title"
      className="container-page py-16 md:py-24"
      heading={(id) => <SectionHeading id={id} eyebrow={reviewsCopy.eyebrow} title={reviewsCopy.homeTitle} lead={reviewsCopy.homeLead} />}
    />
  );
}
