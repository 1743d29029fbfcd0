import type { ComponentType, SVGProps } from 'react';
import { WorkEstimate } from '@/components/estimates/WorkEstimate';
import { BuildingIcon, CheckIcon, DropletIcon, LayersIcon, RoofIcon } from '@/components/ui/icons';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { servicesCopy, type ServiceBlockCopy, type ServiceId } from './copy';
import { GalleryLink } from './GalleryLink';

const icons: Record<ServiceId, ComponentType<SVGProps<SVGSVGElement>>> = {
  roofing: RoofIcon,
  waterproofing: DropletIcon,
  'metal-roofing': LayersIcon,
  remodeling: BuildingIcon,
};

/**
 * One service: number, icon, heading, description, a link to its photos in the gallery, its typical price and
 * duration when configured, and what the work includes.
 */
export function ServiceBlock({ block, index }: { block: ServiceBlockCopy; index: number }) {
  const { copy } = useSiteSettings();
  const Icon = icons[block.id];
  const titleId = `service-${block.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-8 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 md:p-10 lg:grid-cols-[1.3fr_1fr] dark:border-slate-800 dark:bg-slate-900"
    >
      <div>
        <div className="flex items-center gap-4">
          <span className="inline-flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-500 text-slate-950">
            <Icon width={28} height={28} />
          </span>
          <span aria-hidden="true" className="text-sm font-extrabold tabular-nums text-slate-500 dark:text-slate-400">
            {String(index + 1).padStart(2, '0')}
          </span>
        </div>
        <h2 id={titleId} className="mt-6 text-2xl font-extrabold tracking-tight text-slate-950 md:text-3xl dark:text-white">
          {block.title}
        </h2>
        <p className="mt-2 font-semibold text-brand-700 dark:text-brand-400">{copy.serviceSummaries[block.id]}</p>
        <p className="mt-4 leading-relaxed text-slate-700 dark:text-slate-300">{block.body}</p>
        <p className="mt-4">
          <GalleryLink workType={block.workType}>{servicesCopy.galleryLink(block.title)}</GalleryLink>
        </p>
        <WorkEstimate workType={block.workType} className="mt-5" />
      </div>
      <div className="rounded-2xl bg-slate-50 p-5 sm:p-6 dark:bg-slate-800/60">
        <h3 className="text-sm font-bold text-slate-950 dark:text-white">{servicesCopy.includesLabel}</h3>
        <ul className="mt-4 space-y-3">
          {block.includes.map((item) => (
            <li key={item} className="flex gap-3 text-slate-700 dark:text-slate-200">
              <CheckIcon width={20} height={20} className="mt-0.5 shrink-0 text-brand-700 dark:text-brand-400" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
