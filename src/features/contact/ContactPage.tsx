import { PageHeader } from '@/components/layout/PageHeader';
import { Seo } from '@/components/layout/Seo';
import { TrustBlock } from '@/components/trust/TrustBlock';
import { paths } from '@/config/routes';
import { CompanyCard } from './CompanyCard';
import { contactCopy } from './copy';
import { DirectionsSection } from './DirectionsSection';
import { InquirySection } from './InquirySection';

/** Contact: heading, intro, the inquiry form beside the company card, then directions with the map. */
export default function ContactPage() {
  return (
    <>
      <Seo title={contactCopy.seoTitle} description={contactCopy.seoDescription} path={paths.contact} />
      <PageHeader eyebrow={contactCopy.eyebrow} title={contactCopy.heading} lead={contactCopy.intro} />
      <div className="container-page grid items-start gap-8 py-10 sm:py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900/70">
          <InquirySection />
        </section>
        <div className="lg:sticky lg:top-24">
          <CompanyCard />
          <TrustBlock className="mt-6" />
        </div>
      </div>
      <DirectionsSection />
    </>
  );
}
