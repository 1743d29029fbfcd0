import { SectionHeading } from '@/components/layout/SectionHeading';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { aboutCopy } from './copy';

const copy = aboutCopy.timeline;

/** The company timeline (2001, 2002, 2011, 2012, 2015) as an ordered list on a vertical line. */
export function Timeline() {
  const { company } = useSiteSettings();
  return (
    <section aria-labelledby="timeline-title" className="container-page py-16 md:py-24">
      <SectionHeading id="timeline-title" eyebrow={copy.eyebrow} title={copy.title} />
      <ol className="relative mt-10 space-y-8 border-l-2 border-slate-200 pl-8 md:ml-4 dark:border-slate-800">
        {copy.events.map((event) => (
          <li key={event.year} className="relative">
            <span
              aria-hidden="true"
              className="absolute -left-[41px] top-1.5 h-4 w-4 rounded-full border-4 border-white bg-brand-500 ring-2 ring-brand-500 dark:border-ink-950"
            />
            <div className="grid gap-1 md:grid-cols-[7rem_1fr] md:gap-6">
              <p className="text-2xl font-extrabold tabular-nums text-brand-700 dark:text-brand-400">
                <time dateTime={String(event.year)}>{event.year}</time>
              </p>
              <div>
                <h3 className="text-lg font-bold text-slate-950 dark:text-white">{event.title}</h3>
                <p className="mt-1 leading-relaxed text-slate-700 dark:text-slate-300">
                  {typeof event.body === 'function' ? event.body(company.city) : event.body}
                </p>
              </div>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
