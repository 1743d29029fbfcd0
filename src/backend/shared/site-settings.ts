import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { BackendError } from '@/domain/errors';
import { koreaDay } from '@/domain/site-settings/korea-day';
import { checkPrivateSiteSettings, checkSiteSettings } from '@/domain/site-settings/rules';
import {
  LAUNCH_TICK_ITEMS,
  PRICE_UNITS,
  SETTINGS_SECTIONS,
  type BusinessHours,
  type DataProcessor,
  type LaunchTicks,
  type PriceGuides,
  type PrivacyOfficer,
  type PrivateSiteSettings,
  type ResponsePromiseRule,
  type SettingsSection,
  type SiteSettings,
  type StoredSiteSettings,
  type Weekday,
} from '@/domain/site-settings/types';
import { trimBlank } from '@/domain/text';
import { isWorkType } from '@/domain/work-type';
import type { SiteSettingsSave } from '../port';
import { backendMessages } from './messages';

/**
 * What both adapters do with the site settings, written once: reading a stored document defensively (a field added
 * later, or one the rules never let through, falls back to the first version's), and turning a save into the next
 * version (trimmed, checked by the one rule, the consent version moved on when the privacy terms changed).
 */

// ---- Reading what is stored ----------------------------------------------------------------------------------

type Loose = Record<string, unknown>;

const record = (value: unknown): Loose => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {});
const textOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function storedHours(value: unknown): BusinessHours {
  const stored = record(value);
  const fallback = FIRST_SITE_SETTINGS.company.hours;
  const days = Array.isArray(stored.days)
    ? stored.days.filter((day): day is Weekday => Number.isInteger(day) && day >= 1 && day <= 7)
    : null;
  return { days: days ?? fallback.days, opens: textOr(stored.opens, fallback.opens), closes: textOr(stored.closes, fallback.closes) };
}

function storedPrices(value: unknown): PriceGuides {
  const prices: PriceGuides = {};
  for (const [workType, guide] of Object.entries(record(value))) {
    const stored = record(guide);
    if (!isWorkType(workType) || typeof stored.minWon !== 'number' || typeof stored.maxWon !== 'number') continue;
    if (!(PRICE_UNITS as readonly unknown[]).includes(stored.unit)) continue;
    prices[workType] = {
      minWon: stored.minWon,
      maxWon: stored.maxWon,
      unit: stored.unit as (typeof PRICE_UNITS)[number],
      duration: textOr(stored.duration, ''),
    };
  }
  return prices;
}

function storedPromise(value: unknown): ResponsePromiseRule {
  const stored = record(value);
  if (stored.kind === 'same-day' && typeof stored.cutoff === 'string') return { kind: 'same-day', cutoff: stored.cutoff };
  if (stored.kind === 'within-hours' && typeof stored.hours === 'number') return { kind: 'within-hours', hours: stored.hours };
  return { kind: 'none' };
}

function storedOfficer(value: unknown): PrivacyOfficer | null {
  if (value === null || value === undefined) return null;
  const stored = record(value);
  return {
    name: textOr(stored.name, ''),
    title: textOr(stored.title, ''),
    phone: textOr(stored.phone, ''),
    email: textOr(stored.email, ''),
  };
}

function storedProcessors(value: unknown): DataProcessor[] {
  if (!Array.isArray(value)) return FIRST_SITE_SETTINGS.privacy.processors;
  return value.map((entry) => {
    const stored = record(entry);
    return {
      name: textOr(stored.name, ''),
      task: textOr(stored.task, ''),
      country: textOr(stored.country, ''),
      contact: textOr(stored.contact, ''),
    };
  });
}

function storedTexts<K extends string>(value: unknown, fallback: Record<K, string>): Record<K, string> {
  const stored = record(value);
  return Object.fromEntries(Object.entries(fallback).map(([key, text]) => [key, textOr(stored[key], text as string)])) as Record<K, string>;
}

/**
 * The settings a stored document holds (a Firestore document's data, an IndexedDB record), every part it lacks
 * taken from the first version; the first version itself for none.
 */
export function siteSettingsFromStored(data: unknown): SiteSettings {
  if (data === null || data === undefined) return FIRST_SITE_SETTINGS;
  const stored = record(data);
  const first = FIRST_SITE_SETTINGS;
  const company = record(stored.company);
  const privacy = record(stored.privacy);
  const copy = record(stored.copy);
  return {
    company: {
      name: textOr(company.name, first.company.name),
      nameEnglish: textOr(company.nameEnglish, first.company.nameEnglish),
      representative: textOr(company.representative, first.company.representative),
      businessNumber: textOr(company.businessNumber, first.company.businessNumber),
      address: textOr(company.address, first.company.address),
      city: textOr(company.city, first.company.city),
      phone: textOr(company.phone, first.company.phone),
      email: textOr(company.email, first.company.email),
      hours: storedHours(company.hours),
    },
    channels: storedTexts(stored.channels, first.channels),
    trust: storedTexts(stored.trust, first.trust),
    prices: 'prices' in stored ? storedPrices(stored.prices) : first.prices,
    responsePromise: 'responsePromise' in stored ? storedPromise(stored.responsePromise) : first.responsePromise,
    privacy: {
      officer: 'officer' in privacy ? storedOfficer(privacy.officer) : first.privacy.officer,
      processors: storedProcessors(privacy.processors),
      consentVersion: textOr(privacy.consentVersion, first.privacy.consentVersion),
      previousConsentVersion: typeof privacy.previousConsentVersion === 'string' ? privacy.previousConsentVersion : null,
      effectiveDate: textOr(privacy.effectiveDate, first.privacy.effectiveDate),
    },
    copy: {
      heroHeadline: textOr(copy.heroHeadline, first.copy.heroHeadline),
      heroSubline: textOr(copy.heroSubline, first.copy.heroSubline),
      aboutGreeting: textOr(copy.aboutGreeting, first.copy.aboutGreeting),
      serviceCards: storedTexts(copy.serviceCards, first.copy.serviceCards),
      serviceSummaries: storedTexts(copy.serviceSummaries, first.copy.serviceSummaries),
      categoryLabels: storedTexts(copy.categoryLabels, first.copy.categoryLabels),
    },
    search: storedTexts(stored.search, first.search),
  };
}

/** The administrators-only part as stored: one note per processor of `settings` (missing ones empty). */
export function privateSiteSettingsFromStored(data: unknown, settings: SiteSettings): PrivateSiteSettings {
  const notes = record(data).processorNotes;
  const stored = Array.isArray(notes) ? notes : [];
  return { processorNotes: settings.privacy.processors.map((_, index) => textOr(stored[index], '')) };
}

/** The launch checklist's ticks from stored times (milliseconds or Dates); a missing one is null. */
export function launchTicksFrom(stored: Partial<Record<string, Date | null>>): LaunchTicks {
  return Object.fromEntries(LAUNCH_TICK_ITEMS.map((item) => [item, stored[item] instanceof Date ? stored[item] : null])) as LaunchTicks;
}

// ---- A save ----------------------------------------------------------------------------------------------------

/** Every text trimmed of blank characters at both ends; the days in order; nothing else changed. */
export function trimmedSiteSettings(settings: SiteSettings): SiteSettings {
  const trim = <T>(value: T): T => {
    if (typeof value === 'string') return trimBlank(value).replace(/\r\n?/g, '\n') as T;
    if (Array.isArray(value)) return value.map(trim) as T;
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trim(inner)])) as T;
    return value;
  };
  const trimmed = trim(settings);
  return { ...trimmed, company: { ...trimmed.company, hours: { ...trimmed.company.hours, days: [...trimmed.company.hours.days].sort() } } };
}

/** The sections in which `next` differs from `before`, in form order (responsePromise belongs to prices). */
export function changedSections(before: SiteSettings, next: SiteSettings): SettingsSection[] {
  const part = (settings: SiteSettings, section: SettingsSection) =>
    JSON.stringify(section === 'prices' ? [settings.prices, settings.responsePromise] : settings[section]);
  return SETTINGS_SECTIONS.filter((section) => part(before, section) !== part(next, section));
}

/** Whether the privacy terms a visitor agrees to (the officer, the processors) differ. */
function privacyTermsChanged(before: SiteSettings, next: SiteSettings): boolean {
  const terms = (settings: SiteSettings) => JSON.stringify([settings.privacy.officer, settings.privacy.processors]);
  return terms(before) !== terms(next);
}

/** The consent version after `current` for a change on `day` ('YYYY-MM-DD'): the day, or the day with -2, -3 … */
export function nextConsentVersion(current: string, day: string): string {
  if (!current.startsWith(day)) return day;
  const suffix = /^\d{4}-\d{2}-\d{2}-(\d+)$/.exec(current)?.[1];
  return `${day}-${suffix ? Number(suffix) + 1 : 2}`;
}

/** What a save writes: the next version's settings and private part, and the sections it changed. */
export interface PreparedSave {
  settings: SiteSettings;
  private: PrivateSiteSettings;
  version: number;
  changed: SettingsSection[];
}

/**
 * Turns a save into the next version over `stored`, or null when it changes nothing. Throws settings/conflict when
 * the form was filled from another version, invalid-argument (the first problem's message) when the rule refuses.
 */
export function prepareSiteSettingsSave(stored: StoredSiteSettings, save: SiteSettingsSave, now: Date): PreparedSave | null {
  if (save.baseVersion !== stored.version) throw new BackendError('settings/conflict', backendMessages.settingsConflict);
  const trimmed = trimmedSiteSettings(save.settings);
  // The consent version is the store's to move, never the form's.
  let settings: SiteSettings = { ...trimmed, privacy: { ...trimmed.privacy, ...consentOf(stored.settings) } };
  if (privacyTermsChanged(stored.settings, settings)) {
    const day = koreaDay(now);
    settings = {
      ...settings,
      privacy: {
        ...settings.privacy,
        consentVersion: nextConsentVersion(stored.settings.privacy.consentVersion, day),
        previousConsentVersion: stored.settings.privacy.consentVersion,
        effectiveDate: day,
      },
    };
  }
  const privateSettings: PrivateSiteSettings = { processorNotes: save.private.processorNotes.map((note) => trimBlank(note)) };
  const problem = [...checkSiteSettings(settings), ...checkPrivateSiteSettings(privateSettings, settings)][0];
  if (problem) throw new BackendError('invalid-argument', `${problem.message} (${problem.path})`);
  const changed = changedSections(stored.settings, settings);
  const privateChanged = JSON.stringify(privateSettings) !== JSON.stringify(stored.private);
  if (changed.length === 0 && !privateChanged) return null;
  return { settings, private: privateSettings, version: stored.version + 1, changed };
}

function consentOf(settings: SiteSettings) {
  const { consentVersion, previousConsentVersion, effectiveDate } = settings.privacy;
  return { consentVersion, previousConsentVersion, effectiveDate };
}

/** The consent versions a new inquiry may carry under `settings`: the current one, and the one before it. */
export function acceptedConsentVersions(settings: SiteSettings): string[] {
  const { consentVersion, previousConsentVersion } = settings.privacy;
  return previousConsentVersion ? [consentVersion, previousConsentVersion] : [consentVersion];
}
