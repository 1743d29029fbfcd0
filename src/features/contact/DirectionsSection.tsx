import { SectionHeading } from '@/components/layout/SectionHeading';
import { NaverMap } from '@/components/map/NaverMap';
import { site } from '@/config/site';
import { directionsCopy } from './copy';

/** 오시는 길: the address and the NAVER map of it. */
export function DirectionsSection() {
  return (
    <section aria-labelledby="directions-title" className="container-page pb-16 pt-4 sm:pb-20">
      <SectionHeading id="directions-title" eyebrow={directionsCopy.eyebrow} title={directionsCopy.heading} lead={directionsCopy.intro} />
      <div className="mt-8">
        <NaverMap address={site.address} title={site.name} />
      </div>
    </section>
  );
}
