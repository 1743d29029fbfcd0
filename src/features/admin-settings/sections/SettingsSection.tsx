import type { ReactNode } from 'react';
import { SETTINGS_SECTION_LABELS, type SettingsSection as Section } from '@/domain/site-settings/types';
import { sectionIntros } from '../copy';

/** The id of a section's heading: the jump links, ?section= and the checklist's links move focus there. */
export const sectionHeadingId = (section: Section): string => `settings-section-${section}`;

/** One section of the form: a titled card (a region named by its heading), its introduction, its fields. */
export function SettingsSection({ section, children }: { section: Section; children: ReactNode }) {
  const headingId = sectionHeadingId(section);
  const intro = sectionIntros[section];
  return (
    <section
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id={headingId} tabIndex={-1} className="scroll-mt-24 text-lg font-bold text-slate-900 focus:outline-none dark:text-white">
        {SETTINGS_SECTION_LABELS[section]}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{intro}</p>}
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}
