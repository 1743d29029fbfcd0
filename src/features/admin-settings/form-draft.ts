import { changedSections, trimmedSiteSettings } from '@/backend/shared/site-settings';
import { WORK_TYPES } from '@/domain/categories';
import { checkPrivateSiteSettings, checkSiteSettings, type SettingsProblem } from '@/domain/site-settings/rules';
import type {
  DataProcessor,
  PriceGuides,
  PriceUnit,
  PrivacyOfficer,
  PrivateSiteSettings,
  ResponsePromiseRule,
  SettingsSection,
  SiteSettings,
} from '@/domain/site-settings/types';
import { SETTINGS_SECTIONS } from '@/domain/site-settings/types';
import type { WorkType } from '@/domain/types';

/**
 * The settings as the form holds them while they are typed: numbers as the text in their fields, a price guide and
 * the privacy officer kept (and switched off) rather than dropped, so switching them on again brings back what was
 * typed, and each processor with its administrators-only note beside it. settingsOfDraft turns it back into what
 * the backend stores; the one rule (checkSiteSettings) checks that.
 */

export interface PriceDraft {
  shown: boolean;
  minWon: string;
  maxWon: string;
  unit: PriceUnit;
  duration: string;
}

export interface PromiseDraft {
  kind: ResponsePromiseRule['kind'];
  cutoff: string;
  hours: string;
}

export interface ProcessorDraft extends DataProcessor {
  /** The contract note only administrators read (settings/sitePrivate). */
  note: string;
  /** A stable key for the list while processors are added and removed. */
  key: string;
}

export interface SettingsDraft {
  company: SiteSettings['company'];
  channels: SiteSettings['channels'];
  trust: SiteSettings['trust'];
  prices: Record<WorkType, PriceDraft>;
  responsePromise: PromiseDraft;
  officerNamed: boolean;
  officer: PrivacyOfficer;
  processors: ProcessorDraft[];
  copy: SiteSettings['copy'];
  search: SiteSettings['search'];
}

let processorKeys = 0;
export const newProcessorKey = (): string => `processor-${++processorKeys}`;

const EMPTY_PRICE: PriceDraft = { shown: false, minWon: '', maxWon: '', unit: '평', duration: '' };
const EMPTY_OFFICER: PrivacyOfficer = { name: '', title: '', phone: '', email: '' };
const DEFAULT_CUTOFF = '15:00';
const DEFAULT_PROMISE_HOURS = '2';

/** The form's values for stored settings. */
export function draftOf(settings: SiteSettings, privateSettings: PrivateSiteSettings): SettingsDraft {
  const prices = Object.fromEntries(
    WORK_TYPES.map((workType) => {
      const guide = settings.prices[workType];
      const draft: PriceDraft = guide
        ? { shown: true, minWon: String(guide.minWon), maxWon: String(guide.maxWon), unit: guide.unit, duration: guide.duration }
        : // A copy each: the draft is edited through structuredClone, which keeps shared objects shared.
          { ...EMPTY_PRICE };
      return [workType, draft];
    }),
  ) as Record<WorkType, PriceDraft>;
  const rule = settings.responsePromise;
  return {
    company: structuredClone(settings.company),
    channels: { ...settings.channels },
    trust: { ...settings.trust },
    prices,
    responsePromise: {
      kind: rule.kind,
      cutoff: rule.kind === 'same-day' ? rule.cutoff : DEFAULT_CUTOFF,
      hours: rule.kind === 'within-hours' ? String(rule.hours) : DEFAULT_PROMISE_HOURS,
    },
    officerNamed: settings.privacy.officer !== null,
    officer: { ...(settings.privacy.officer ?? EMPTY_OFFICER) },
    processors: settings.privacy.processors.map((processor, index) => ({
      ...processor,
      note: privateSettings.processorNotes[index] ?? '',
      key: newProcessorKey(),
    })),
    copy: structuredClone(settings.copy),
    search: { ...settings.search },
  };
}

/** A whole number of won from what was typed ("250,000", "250000"); NaN for anything else (the rule says why). */
export function wonOf(text: string): number {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : Number.NaN;
}

export function promiseOf(draft: PromiseDraft): ResponsePromiseRule {
  if (draft.kind === 'same-day') return { kind: 'same-day', cutoff: draft.cutoff.trim() };
  if (draft.kind === 'within-hours') {
    const hours = draft.hours.trim();
    return { kind: 'within-hours', hours: /^\d+$/.test(hours) ? Number(hours) : Number.NaN };
  }
  return { kind: 'none' };
}

/**
 * What the draft stores: the public settings (the consent version and dates of `base`: the backend moves them) and
 * the administrators-only part. Texts are trimmed as the backend trims them, so what is checked is what is saved.
 */
export function settingsOfDraft(draft: SettingsDraft, base: SiteSettings): { settings: SiteSettings; private: PrivateSiteSettings } {
  const prices: PriceGuides = {};
  for (const workType of WORK_TYPES) {
    const price = draft.prices[workType];
    if (price.shown)
      prices[workType] = { minWon: wonOf(price.minWon), maxWon: wonOf(price.maxWon), unit: price.unit, duration: price.duration };
  }
  const settings: SiteSettings = {
    company: draft.company,
    channels: draft.channels,
    trust: draft.trust,
    prices,
    responsePromise: promiseOf(draft.responsePromise),
    privacy: {
      ...base.privacy,
      officer: draft.officerNamed ? draft.officer : null,
      processors: draft.processors.map(({ name, task, country, contact }) => ({ name, task, country, contact })),
    },
    copy: draft.copy,
    search: draft.search,
  };
  return {
    settings: trimmedSiteSettings(settings),
    private: { processorNotes: draft.processors.map((processor) => processor.note.trim()) },
  };
}

/** Every problem of the draft by its field's path ('company.phone'), the first message of each. */
export function draftProblems(stored: { settings: SiteSettings; private: PrivateSiteSettings }): Map<string, string> {
  const problems: SettingsProblem[] = [...checkSiteSettings(stored.settings), ...checkPrivateSiteSettings(stored.private, stored.settings)];
  const byPath = new Map<string, string>();
  for (const problem of problems) if (!byPath.has(problem.path)) byPath.set(problem.path, problem.message);
  return byPath;
}

/** The sections the draft changes against what is stored (a processor's note counts for 개인정보). */
export function unsavedSections(
  draft: { settings: SiteSettings; private: PrivateSiteSettings },
  base: { settings: SiteSettings; private: PrivateSiteSettings },
): SettingsSection[] {
  const changed = changedSections(base.settings, draft.settings);
  const notesChanged = JSON.stringify(draft.private.processorNotes) !== JSON.stringify(base.private.processorNotes);
  return notesChanged && !changed.includes('privacy') ? sortSections([...changed, 'privacy']) : changed;
}

const sortSections = (sections: SettingsSection[]) => SETTINGS_SECTIONS.filter((section) => sections.includes(section));

/** Whether a change of the officer or the processors (what a visitor agrees to) is in the draft. */
export function privacyTermsChange(draft: SiteSettings, base: SiteSettings): boolean {
  const terms = (settings: SiteSettings) => JSON.stringify([settings.privacy.officer, settings.privacy.processors]);
  return terms(draft) !== terms(base);
}

/** The form section a draft field belongs to. */
const SECTION_OF: Record<keyof SettingsDraft, SettingsSection> = {
  company: 'company',
  channels: 'channels',
  trust: 'trust',
  prices: 'prices',
  responsePromise: 'prices',
  officerNamed: 'privacy',
  officer: 'privacy',
  processors: 'privacy',
  copy: 'copy',
  search: 'search',
};

/** The processors without their list keys (which differ between two reads of the same list). */
const plain = (value: unknown): string => JSON.stringify(value, (key, inner: unknown) => (key === 'key' ? undefined : inner));

/**
 * Another administrator saved while this form was being filled: the newer stored version (`theirs`) with what was
 * typed here on top. Every field typed here (it differs from `base`, the version the form was filled from) keeps
 * the typed value; every other field takes theirs. Lists (the processors, the business days) count as one field.
 * `overlaps`: the sections where both changed the same field differently (the typed value was kept).
 */
export function mergeDrafts(
  base: SettingsDraft,
  mine: SettingsDraft,
  theirs: SettingsDraft,
): { merged: SettingsDraft; overlaps: SettingsSection[] } {
  const overlaps = new Set<SettingsSection>();
  const merge = (b: unknown, m: unknown, t: unknown, section: SettingsSection): unknown => {
    const isRecord = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
    if (isRecord(b) && isRecord(m) && isRecord(t)) {
      const keys = new Set([...Object.keys(m as object), ...Object.keys(t as object)]);
      return Object.fromEntries(
        [...keys].map((key) => [
          key,
          merge((b as Record<string, unknown>)[key], (m as Record<string, unknown>)[key], (t as Record<string, unknown>)[key], section),
        ]),
      );
    }
    if (plain(m) === plain(b)) return t;
    if (plain(t) !== plain(b) && plain(t) !== plain(m)) overlaps.add(section);
    return m;
  };
  const merged = Object.fromEntries(
    (Object.keys(SECTION_OF) as (keyof SettingsDraft)[]).map((key) => [key, merge(base[key], mine[key], theirs[key], SECTION_OF[key])]),
  ) as unknown as SettingsDraft;
  return { merged, overlaps: sortSections([...overlaps]) };
}
