import { SETTINGS_SECTION_LABELS, SETTINGS_SECTIONS, type SettingsSection } from '@/domain/site-settings/types';
import { settingsCopy } from './copy';
import { sectionHeadingId } from './sections/SettingsSection';

/** Moves to a section: its heading scrolled into view and focused (the next Tab reaches its first field). */
export function goToSection(section: SettingsSection): void {
  const heading = document.getElementById(sectionHeadingId(section));
  heading?.scrollIntoView?.({ block: 'start' });
  heading?.focus({ preventScroll: true });
}

/**
 * The sections as a row of buttons at the top of the form, one thumb's swipe wide on a phone: the form is long, and
 * the owner usually comes to change one thing. Buttons, not #links: the hash is the router's.
 */
export function SectionJumps() {
  return (
    <nav aria-label={settingsCopy.jumpTitle} className="-mx-4 mb-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {SETTINGS_SECTIONS.map((section) => (
          <li key={section} className="shrink-0">
            <button
              type="button"
              onClick={() => goToSection(section)}
              className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
            >
              {SETTINGS_SECTION_LABELS[section]}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
