import { PageHeader } from '@/components/layout/PageHeader';
import { Seo } from '@/components/layout/Seo';
import { TrustBlock } from '@/components/trust/TrustBlock';
import { paths } from '@/config/routes';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { AboutReviews } from './AboutReviews';
import { aboutCopy } from './copy';
import { CoreValues } from './CoreValues';
import { Greeting } from './Greeting';
import { Timeline } from './Timeline';
import { VisionMission } from './VisionMission';

/**
 * About: greeting, vision and mission, timeline, the 인증·보증 details when set, approved customer reviews,
 * three core values.
 */
export default function AboutPage() {
  const { company } = useSiteSettings();
  return (
    <>
      <Seo title={aboutCopy.seo.title} description={aboutCopy.seo.description(company.name)} path={paths.about} />
      <PageHeader eyebrow={aboutCopy.header.eyebrow} title={aboutCopy.header.title} lead={aboutCopy.header.lead} />
      <Greeting />
      <VisionMission />
      <Timeline />
      <TrustBlock className="container-page pb-16 md:pb-24" />
      <AboutReviews />
      <CoreValues />
    </>
  );
}
