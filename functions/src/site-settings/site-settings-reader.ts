import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { firestore } from '../admin.js';
import { SETTINGS_COLLECTION, SITE_SETTINGS_ID } from '../app-constants.js';
import { loadSiteBundle } from '../pages/load-site-bundle.js';
import type { SiteBundle, SiteSettings } from '../pages/site-bundle.js';

/**
 * The site settings (사이트 설정) as the functions' e-mails show them: settings/site read with the Admin SDK and
 * turned into the settings visitors see by the site bundle's own reader (siteSettingsFromStored: what a stored
 * document lacks comes from the first version, the build's VITE_* values), so an e-mail names the company exactly
 * as the site does.
 */

/** What turns a stored settings/site into settings: the site bundle's first version and reader. */
export type SiteSettingsSource = Pick<SiteBundle, 'FIRST_SITE_SETTINGS' | 'siteSettingsFromStored'>;

/** How long an instance keeps the settings it read before it reads them again. */
export const SITE_SETTINGS_MAX_AGE_MS = 60_000;

/** The settings visitors see now: settings/site, or the first version while none was saved. */
export async function readSiteSettings(db: Firestore, source: SiteSettingsSource): Promise<SiteSettings> {
  const snapshot = await db.collection(SETTINGS_COLLECTION).doc(SITE_SETTINGS_ID).get();
  return source.siteSettingsFromStored(snapshot.data());
}

/** A value read at most once per `maxAgeMs` (callers meanwhile share the one read); a failed read is not kept. */
export interface CachedRead<T> {
  (): Promise<T>;
  /** Forgets the value (the next call reads again). */
  clear(): void;
}

export function cachedRead<T>(read: () => Promise<T>, maxAgeMs: number, now: () => number = Date.now): CachedRead<T> {
  let kept: { at: number; value: Promise<T> } | null = null;
  const cached = () => {
    const at = now();
    if (kept && at - kept.at < maxAgeMs) return kept.value;
    const value = read();
    const entry = { at, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
  return Object.assign(cached, { clear: () => (kept = null) });
}

/**
 * The settings the alert e-mails of this instance show: read at most once a minute (an alert is never held up by
 * more than one read, and a change shows in the next minute's e-mails).
 */
export const alertSiteSettings: CachedRead<SiteSettings> = cachedRead(
  async () => readSiteSettings(firestore(), (await loadSiteBundle()).bundle),
  SITE_SETTINGS_MAX_AGE_MS,
);

/**
 * The company's name for an e-mail, or null when the settings cannot be read (the e-mail then goes out without it:
 * an alert is never lost for want of a name).
 */
export async function companyNameFrom(read: () => Promise<SiteSettings>): Promise<string | null> {
  try {
    return (await read()).company.name;
  } catch (error) {
    logger.warn('The site settings could not be read: the e-mail names no company.', { error: String(error) });
    return null;
  }
}
