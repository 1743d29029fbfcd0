import { SectionHeading } from '@/components/layout/SectionHeading';
import { NaverMap } from '@/components/map/NaverMap';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { directionsCopy } from './copy';

/** 오시는 길: the address and the NAVER map of it. */
export function DirectionsSection() {
  const { company } = useSiteSettings();
  return (
    <section aria-labelledby="directions-title" className="container-page pb-16 pt-4 sm:pb-20">
      <SectionHeading id="directions-title" eyebrow={directionsCopy.eyebrow} title={directionsCopy.heading} lead={directionsCopy.intro} />
      <div className="mt-8">
        <NaverMap address={company.address} title={company.name} />
      </div>
    </section>
  );
}
