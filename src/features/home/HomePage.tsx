import { CtaBand } from '@/components/layout/CtaBand';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/routes';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { homeCopy } from './copy';
import { FeaturedPhotos } from './FeaturedPhotos';
import { HeroSection } from './HeroSection';
import { HomeReviews } from './HomeReviews';
import { ServiceHighlights } from './ServiceHighlights';
import { HomeTrust } from './trust/HomeTrust';

/** Where the trust section's 후기 보기 scrolls to. */
const REVIEWS_ANCHOR_ID = 'home-reviews';

/**
 * Home: hero with the free-estimate CTA, three core services, trust at a glance (rating, response promise, prices,
 * 인증·보증: each only when set), featured photos, customer reviews, closing CTA.
 */
export default function HomePage() {
  const { company } = useSiteSettings();
  return (
    <>
      <Seo description={homeCopy.seo.description(company.name)} path={paths.home} />
      <HeroSection />
      <ServiceHighlights />
      <HomeTrust reviewsAnchorId={REVIEWS_ANCHOR_ID} />
      <FeaturedPhotos />
      <div id={REVIEWS_ANCHOR_ID} className="scroll-mt-20">
        <HomeReviews />
      </div>
      <CtaBand title={homeCopy.closing.title} body={homeCopy.closing.body} />
    </>
  );
}
