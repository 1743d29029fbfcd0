import { Timestamp, collection, doc, runTransaction, serverTimestamp, type DocumentData, type Firestore } from 'firebase/firestore';
import { COLLECTIONS, SITE_SETTINGS_HISTORY_COLLECTION, SITE_SETTINGS_ID, SITE_SETTINGS_PRIVATE_ID } from '@/config/collections';
import { PRIVACY_CONSENT_VERSION, SITE_SETTINGS_LIMITS as LIMITS } from '@/config/limits';
import { FIRST_SITE_SETTINGS } from '@/config/site-defaults';
import { activityDrafts, activityExpiry } from '@/domain/activity';
import { WORK_TYPES } from '@/domain/categories';
import type { SettingsSection, SiteSettings } from '@/domain/site-settings/types';
import { ADMIN_UID } from './rules-env';

/**
 * Site settings for the rules tests, written as the Firebase adapter writes them (src/backend/firebase/site-settings.ts):
 * settings/site (the settings + version + savedAt), settings/sitePrivate (notes + version), siteSettingsHistory/{version}
 * and the settings_update activity, in one transaction.
 */
export const ADMIN_EMAIL = 'admin@example.com';

/** `length` characters of Korean text (one UTF-16 unit each, as the app counts). */
export const text = (length: number, character = '가') => character.repeat(length);

/** The first version with `change` applied to a copy. */
export function settingsWith(change: (settings: SiteSettings) => void = () => undefined): SiteSettings {
  const settings = structuredClone(FIRST_SITE_SETTINGS);
  change(settings);
  return settings;
}

/**
 * The largest settings the app saves: every text at its longest, every channel, 10 processors, a price for every work
 * type, an officer. The consent version is the first version's (as the first save keeps it unless the terms change).
 */
export function largestSettings(): SiteSettings {
  return {
    company: {
      name: text(LIMITS.companyName),
      nameEnglish: text(LIMITS.nameEnglish, 'J'),
      representative: text(LIMITS.representative),
      businessNumber: '123-45-67890',
      address: text(LIMITS.address),
      city: text(LIMITS.city),
      phone: '0504-1234-5678',
      email: `${text(LIMITS.email - '@jy.co.kr'.length, 'a')}@jy.co.kr`,
      hours: { days: [1, 2, 3, 4, 5, 6, 7], opens: '08:30', closes: '19:00' },
    },
    channels: {
      kakaoChannelId: `_${text(30, 'Z')}`,
      naverPlaceUrl: `https://m.place.naver.com/${text(LIMITS.url - 'https://m.place.naver.com/'.length, 'p')}`,
      naverBlogUrl: `https://blog.naver.com/${text(LIMITS.url - 'https://blog.naver.com/'.length, 'b')}`,
      instagramUrl: `https://www.instagram.com/${text(LIMITS.url - 'https://www.instagram.com/'.length, 'i')}`,
    },
    trust: {
      constructionLicense: text(LIMITS.trustLine),
      defectWarranty: text(LIMITS.trustLine),
      insurance: text(LIMITS.trustLine),
    },
    prices: Object.fromEntries(
      WORK_TYPES.map((workType) => [
        workType,
        { minWon: LIMITS.priceMinWon, maxWon: LIMITS.priceMaxWon, unit: '㎡', duration: `${text(LIMITS.duration - '3~7일'.length)}3~7일` },
      ]),
    ),
    responsePromise: { kind: 'same-day', cutoff: '19:00' },
    privacy: {
      officer: { name: text(LIMITS.officerLine), title: text(LIMITS.officerLine), phone: '010-1234-5678', email: 'privacy@jy.co.kr' },
      processors: Array.from({ length: LIMITS.processorsMax }, () => ({
        name: text(LIMITS.processorName),
        task: text(LIMITS.processorTask),
        country: text(LIMITS.processorCountry),
        contact: text(LIMITS.processorContact),
      })),
      consentVersion: PRIVACY_CONSENT_VERSION,
      previousConsentVersion: null,
      effectiveDate: PRIVACY_CONSENT_VERSION,
    },
    copy: {
      heroHeadline: `${text(LIMITS.heroHeadline / 2)}\n${text(LIMITS.heroHeadline / 2 - 1)}`,
      heroSubline: text(LIMITS.heroSubline),
      aboutGreeting: `${text(LIMITS.aboutGreeting / 2 - 1)}\n\n${text(LIMITS.aboutGreeting / 2 - 1)}`,
      serviceCards: { roofing: text(LIMITS.serviceCard), waterproofing: text(LIMITS.serviceCard), remodeling: text(LIMITS.serviceCard) },
      serviceSummaries: {
        roofing: text(LIMITS.serviceSummary),
        waterproofing: text(LIMITS.serviceSummary),
        'metal-roofing': text(LIMITS.serviceSummary),
        remodeling: text(LIMITS.serviceSummary),
      },
      categoryLabels: { 지보공사: text(LIMITS.categoryLabel), AS: text(LIMITS.categoryLabel) },
    },
    search: { naver: text(128, 'n'), google: text(128, 'g') },
  };
}

/** The longest notes, one per processor. */
export const largestNotes = (settings: SiteSettings) => settings.privacy.processors.map(() => text(LIMITS.processorNote));

export interface VersionWrite {
  /** settings/site's settings (any shape: the tests write broken ones too). */
  settings: unknown;
  version: number;
  notes?: unknown;
  changed?: SettingsSection[] | unknown;
  restoredFrom?: number | null | unknown;
  /** Fields over what each document would hold (undefined: the field is left out). */
  site?: DocumentData;
  privateDoc?: DocumentData;
  history?: DocumentData;
  /** The history document's id (its version, unless a test names another). */
  historyId?: string;
  /** Writes left out of the transaction. */
  without?: readonly ('site' | 'private' | 'history' | 'activity')[];
  /** The activity's details over settingsUpdate's. */
  activityDetails?: DocumentData;
}

const withoutUndefined = (data: DocumentData) => Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));

/** One save as the adapter makes it: the three documents and the activity in one transaction (rules decide). */
export function writeVersion(db: Firestore, write: VersionWrite): Promise<void> {
  const { settings, version } = write;
  const notes = write.notes ?? (settings as SiteSettings).privacy.processors.map(() => '');
  const changed = write.changed ?? ['company'];
  const restoredFrom = write.restoredFrom ?? null;
  const skip = new Set(write.without ?? []);
  const draft = activityDrafts.settingsUpdate(version, changed as SettingsSection[], restoredFrom as number | null, ADMIN_EMAIL, ADMIN_UID);
  return runTransaction(db, async (transaction) => {
    if (!skip.has('site'))
      transaction.set(
        doc(db, COLLECTIONS.settings, SITE_SETTINGS_ID),
        withoutUndefined({ ...(settings as object), version, savedAt: serverTimestamp(), ...write.site }),
      );
    if (!skip.has('private'))
      transaction.set(
        doc(db, COLLECTIONS.settings, SITE_SETTINGS_PRIVATE_ID),
        withoutUndefined({ processorNotes: notes, version, ...write.privateDoc }),
      );
    if (!skip.has('history'))
      transaction.set(
        doc(db, SITE_SETTINGS_HISTORY_COLLECTION, write.historyId ?? String(version)),
        withoutUndefined({
          version,
          savedAt: serverTimestamp(),
          savedByUid: ADMIN_UID,
          savedByEmail: ADMIN_EMAIL,
          settings,
          private: { processorNotes: notes },
          changed,
          restoredFrom,
          ...write.history,
        }),
      );
    if (!skip.has('activity'))
      transaction.set(doc(collection(db, COLLECTIONS.activities)), {
        ...draft,
        details: { ...draft.details, ...write.activityDetails },
        timestamp: serverTimestamp(),
        expireAt: Timestamp.fromDate(activityExpiry(new Date())),
      });
  });
}
