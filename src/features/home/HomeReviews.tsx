import { SectionHeading } from '@/components/layout/SectionHeading';
import { reviewsCopy } from '@/components/reviews/copy';
import { NearbyReviews } from '@/components/reviews/NearbyReviews';

/** Approved reviews on the home page (the latest). */
export const HOME_REVIEWS_LIMIT = 3;

/** The latest approved customer reviews, read when the visitor scrolls near them (none: no section). */
export function HomeReviews() {
  return (
    <NearbyReviews
      read={(backend) => backend.getApprovedReviews(HOME_REVIEWS_LIMIT)}
      readKey="home"
      id="home-reviews-title"
      className="container-page py-16 md:py-24"
      heading={(id) => <SectionHeading id={id} eyebrow={reviewsCopy.eyebrow} title={reviewsCopy.homeTitle} lead={reviewsCopy.homeLead} />}
    />
  );
}
