import { ResponsePromise } from '@/components/estimates/ResponsePromise';
import { CtaBand } from '@/components/layout/CtaBand';
import { PageHeader } from '@/components/layout/PageHeader';
import { Seo } from '@/components/layout/Seo';
import { paths } from '@/config/routes';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { servicesCopy } from './copy';
import { GroundNote } from './GroundNote';
import { ServiceBlock } from './ServiceBlock';
import { ServiceProcess } from './ServiceProcess';

/**
 * Services: the four service blocks (each with its typical price and duration when configured), a note on
 * ground reinforcement, the response promise when configured, the process and a CTA.
 */
export default function ServicesPage() {
  const { company } = useSiteSettings();
  return (
    <>
      <Seo title={servicesCopy.seo.title} description={servicesCopy.seo.description(company.name)} path={paths.services} />
      <PageHeader eyebrow={servicesCopy.header.eyebrow} title={servicesCopy.header.title} lead={servicesCopy.header.lead} />
      <div className="container-page space-y-6 pt-16 md:pt-24">
        {servicesCopy.blocks.map((block, index) => (
          <ServiceBlock key={block.id} block={block} index={index} />
        ))}
        <GroundNote />
        <ResponsePromise className="rounded-2xl border border-slate-200 bg-white p-5 text-lg dark:border-slate-800 dark:bg-slate-900" />
      </div>
      <ServiceProcess />
      <CtaBand title={servicesCopy.cta.title} body={servicesCopy.cta.body} />
    </>
  );
}
