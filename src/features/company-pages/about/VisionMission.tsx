import { SectionHeading } from '@/components/layout/SectionHeading';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { aboutCopy } from './copy';

const copy = aboutCopy.visionMission;

/** Vision and mission, side by side. */
export function VisionMission() {
  const { company } = useSiteSettings();
  return (
    <section aria-labelledby="vision-title" className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="container-page py-16 md:py-24">
        <SectionHeading id="vision-title" eyebrow={copy.eyebrow} title={copy.title} />
        <div className="mt-10 grid gap-5 md:grid-cols-2">
          {copy.items.map((item) => (
            <article
              key={item.label}
              className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm dark:border-slate-800 dark:bg-slate-900"
            >
              <p className="inline-block rounded-full bg-brand-500 px-3 py-1 text-sm font-bold text-slate-950">{item.label}</p>
              <h3 className="mt-4 text-xl font-bold leading-snug text-slate-950 md:text-2xl dark:text-white">{item.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{item.body(company.name)}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
