import { CtaBand } from '@/components/layout/CtaBand';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/routes';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { homeCopy } from './copy';
import { FeaturedImages } from './FeaturedImages';
import { HeroSection } from './HeroSection';
import { HomeReviews } from './HomeReviews';
import { ServiceHighlights } from './ServiceHighlights';

/** Home: hero with the free-estimate CTA, three core services, featured photos, customer reviews, closing CTA. */
export default function HomePage() {
  const { company } = useSiteSettings();
  return (
    <>
      <Seo description={homeCopy.seo.description(company.name)} path={paths.home} />
      <HeroSection />
      <ServiceHighlights />
      <FeaturedImages />
      <HomeReviews />
      <CtaBand title={homeCopy.closing.title} body={homeCopy.closing.body} />
    </>
  );
}
