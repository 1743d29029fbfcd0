import { Link } from 'react-router-dom';
import { paths } from '@/config/routes';
import { telHref } from '@/config/site';
import { businessHoursText } from '@/domain/site-settings/hours';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { ui } from '../ui/copy';
import { ArrowRightIcon, PhoneIcon } from '../ui/icons';
import { layoutCopy } from './copy';

interface CtaBandProps {
  title: string;
  body: string;
  /** Line under the buttons; the business hours when not given. */
  note?: string;
}

/** Closing call to action: the free-estimate link to /contact and the phone number. */
export function CtaBand({ title, body, note }: CtaBandProps) {
  const { company } = useSiteSettings();
  const line = note ?? layoutCopy.hoursNote(businessHoursText(company.hours));
  return (
    <section aria-labelledby="cta-title" className="container-page py-16 md:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-ink-950 px-6 py-12 text-center shadow-xl ring-1 ring-slate-800 md:px-12 md:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 top-0 h-1 bg-brand-500" />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 left-1/2 h-64 w-[36rem] -translate-x-1/2 rounded-full bg-brand-500/15 blur-3xl"
        />
        <h2 id="cta-title" className="relative text-2xl font-extrabold tracking-tight text-white md:text-4xl">
          {title}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl leading-relaxed text-slate-300 md:text-lg">{body}</p>
        <div className="relative mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link
            to={paths.contact}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl bg-brand-500 px-6 text-base font-bold text-slate-950 transition hover:bg-brand-400 sm:w-auto"
          >
            {ui.freeEstimate}
            <ArrowRightIcon width={20} height={20} />
          </Link>
          <a
            href={telHref(company.phone)}
            className="inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-xl border border-slate-600 px-6 text-base font-bold text-white transition hover:border-slate-400 hover:bg-white/5 sm:w-auto"
          >
            <PhoneIcon width={20} height={20} />
            <span className="sr-only">{layoutCopy.footer.phone} </span>
            {company.phone}
          </a>
        </div>
        {line && <p className="relative mt-5 text-sm text-slate-400">{line}</p>}
      </div>
    </section>
  );
}
