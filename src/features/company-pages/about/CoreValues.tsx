import type { ComponentType, SVGProps } from 'react';
import { CheckIcon, ClockIcon, LayersIcon } from '@/components/ui/icons';
import { aboutCopy } from './copy';

type ValueId = (typeof aboutCopy.values.items)[number]['id'];

const icons: Record<ValueId, ComponentType<SVGProps<SVGSVGElement>>> = {
  honesty: CheckIcon,
  craft: LayersIcon,
  care: ClockIcon,
};

const copy = aboutCopy.values;

/** The three core values. */
export function CoreValues() {
  return (
    <section aria-labelledby="values-title" className="bg-ink-950 text-white">
      <div className="container-page py-16 md:py-24">
        <p className="text-sm font-bold tracking-wide text-brand-400">{copy.eyebrow}</p>
        <h2 id="values-title" className="mt-2 text-2xl font-extrabold tracking-tight md:text-4xl">
          {copy.title}
        </h2>
        <ul className="mt-10 grid gap-5 md:grid-cols-3">
          {copy.items.map((value, index) => {
            const Icon = icons[value.id];
            return (
              <li key={value.id} className="rounded-2xl border border-slate-800 bg-slate-900/70 p-7">
                <div className="flex items-center justify-between">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-500 text-slate-950">
                    <Icon width={24} height={24} />
                  </span>
                  <span aria-hidden="true" className="text-4xl font-extrabold text-slate-500">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="mt-5 text-xl font-bold">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-slate-300">{value.body}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
