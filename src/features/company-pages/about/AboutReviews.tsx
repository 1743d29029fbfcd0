import { SectionHeading } from '@/components/layout/SectionHeading';
import { reviewsCopy } from '@/components/reviews/copy';
import { NearbyReviews } from '@/components/reviews/NearbyReviews';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';

/** Approved reviews on About (the latest). */
const ABOUT_REVIEWS_LIMIT = 6;

/** Approved customer reviews on About, read when the visitor scrolls near them (none: no section). */
export function AboutReviews() {
  const { company } = useSiteSettings();
  return (
    <NearbyReviews
      read={(backend) => backend.getApprovedReviews(ABOUT_REVIEWS_LIMIT)}
      readKey="about"
      id="about-reviews-title"
      className="container-page pb-16 md:pb-24"
      heading={(id) => <SectionHeading id={id} eyebrow={reviewsCopy.eyebrow} title={reviewsCopy.aboutTitle(company.name)} />}
    />
  );
}
