import { SectionHeading } from '../../../components/layout/SectionHeading';
import { NaverMap } from '../../../components/map/NaverMap';
import { MapPinIcon } from '../../../components/ui/icons';
import { site } from '../../../config/site';
import { directionsCopy } from '../../../copy/contact';

/** 오시는 길: the address and the NAVER map of it. */
export function DirectionsSection() {
  return (
    <section aria-labelledby="directions-title" className="container-page pb-16 pt-4 sm:pb-20">
      <SectionHeading id="directions-title" eyebrow={directionsCopy.eyebrow} title={directionsCopy.heading} lead={directionsCopy.intro} />
      <p className="mt-4 flex items-start gap-2 font-medium text-slate-800 dark:text-slate-200">
        <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-400" />
        <span>{site.address}</span>
      </p>
      <div className="mt-6">
        <NaverMap address={site.address} title={site.name} />
      </div>
    </section>
  );
}
