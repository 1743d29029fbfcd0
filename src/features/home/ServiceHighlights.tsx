import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';
import { SectionHeading } from '@/components/layout/SectionHeading';
import { ArrowRightIcon, BuildingIcon, DropletIcon, RoofIcon } from '@/components/ui/icons';
import { paths } from '@/config/routes';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { homeCopy } from './copy';

type CardId = (typeof homeCopy.services.cards)[number]['id'];

const icons: Record<CardId, ComponentType<SVGProps<SVGSVGElement>>> = {
  roofing: RoofIcon,
  waterproofing: DropletIcon,
  remodeling: BuildingIcon,
};

const copy = homeCopy.services;

/** The three core services the company leads with. */
export function ServiceHighlights() {
  const { copy: words } = useSiteSettings();
  return (
    <section aria-labelledby="home-services-title" className="container-page py-16 md:py-24">
      <SectionHeading id="home-services-title" eyebrow={copy.eyebrow} title={copy.title} lead={copy.lead} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {copy.cards.map((card) => {
          const Icon = icons[card.id];
          return (
            <li
              key={card.id}
              className="group relative rounded-2xl border border-slate-200 bg-white p-7 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-500/10 dark:text-brand-400">
                <Icon width={26} height={26} />
              </span>
              <h3 className="mt-5 text-xl font-bold text-slate-950 dark:text-white">{card.title}</h3>
              <p className="mt-3 leading-relaxed text-slate-700 dark:text-slate-300">{words.serviceCards[card.id]}</p>
            </li>
          );
        })}
      </ul>
      <Link
        to={paths.services}
        className="mt-8 inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300"
      >
        {copy.more}
        <ArrowRightIcon width={18} height={18} />
      </Link>
    </section>
  );
}
