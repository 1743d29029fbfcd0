import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/copy';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { homeCopy } from './copy';
import { HeroBackground } from './HeroBackground';

const copy = homeCopy.hero;

/** Top of the home page: the hero photo, the promise, and the free-estimate call to action. */
export function HeroSection() {
  const { copy: words } = useSiteSettings();
  // The owner's line break splits the headline; its last line is in the brand colour when there are two.
  const lines = words.heroHeadline.split('\n');
  const last = lines.length > 1 ? lines.pop() : null;
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden bg-ink-950 text-white">
      <HeroBackground />
      <div className="container-page flex min-h-[600px] flex-col justify-center pb-10 pt-20 md:min-h-[660px] md:pb-12 md:pt-28">
        <p className="inline-flex w-fit items-center gap-2 rounded-full border border-white/20 bg-white/10 px-3 py-1 text-sm font-semibold text-brand-200 backdrop-blur-sm">
          <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-brand-400" />
          {copy.eyebrow}
        </p>
        <h1 id="hero-title" className="mt-5 max-w-3xl text-4xl font-extrabold leading-[1.15] tracking-tight md:text-6xl">
          {lines.join(' ')}
          {last !== null && (
            <>
              <br />
              <span className="text-brand-400">{last}</span>
            </>
          )}
        </h1>
        <p className="mt-6 max-w-xl text-base leading-relaxed text-slate-200 md:text-lg">{words.heroSubline}</p>
        <div className="mt-9 flex flex-col gap-3 sm:flex-row">
          <Link
            to={paths.contact}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-brand-500 px-7 text-base font-bold text-slate-950 shadow-lg shadow-brand-500/20 transition hover:bg-brand-400"
          >
            {ui.freeEstimate}
            <ArrowRightIcon width={20} height={20} />
          </Link>
          <Link
            to={paths.gallery}
            className="inline-flex min-h-12 items-center justify-center rounded-xl border border-white/30 bg-white/5 px-7 text-base font-bold text-white backdrop-blur-sm transition hover:border-white/60 hover:bg-white/10"
          >
            {copy.secondaryCta}
          </Link>
        </div>
        <dl className="mt-14 grid max-w-3xl grid-cols-3 gap-3 border-t border-white/15 pt-6 md:gap-8">
          {copy.facts.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse justify-end gap-1">
              <dt className="text-xs leading-snug text-slate-300 md:text-sm">{fact.label}</dt>
              <dd className="text-lg font-extrabold text-white md:text-2xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
