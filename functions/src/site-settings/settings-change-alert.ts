import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../alerts/alert-rate.js';
import { koreaTime } from '../alerts/format.js';
import { adminPageUrl } from '../alerts/inquiry-alert.js';
import { readAlertRecipients } from '../alerts/notification-settings.js';
import { ADMIN_SETTINGS_PATH, MAIL_COLLECTION, SITE_SETTINGS_HISTORY_COLLECTION } from '../app-constants.js';
import type { SiteSettings } from '../pages/site-bundle.js';
import type { SiteSettingsSource } from './site-settings-reader.js';

/**
 * When a save of the site settings changes how a customer reaches the company (the public phone number, e-mail
 * address or KakaoTalk channel), every alert recipient is told what changed from what to what, who saved it and
 * when: leads cannot be redirected quietly (a departing employee putting in their own number). One e-mail per saved
 * version, through the Trigger Email extension like the inquiry alerts.
 */

/** The Trigger Email extension's template (functions/templates/site_settings_change.*, `npm run mail:templates`). */
export const SETTINGS_CHANGE_TEMPLATE = 'site_settings_change';

/** One contact detail that changed, as the e-mail shows it. */
export interface ContactChange {
  /** What it is, in Korean: 대표 전화, 대표 이메일, 카카오톡 채널. */
  what: string;
  /** Before and after, as visitors see them ('없음' when unset). */
  from: string;
  to: string;
}

export interface SettingsChangeTemplateData {
  /** The company's name after the save (what the site shows). */
  companyName: string;
  version: number;
  changes: ContactChange[];
  /** The administrator who saved it (the e-mail address of the account). */
  savedBy: string;
  /** When, in Korea time. */
  savedAt: string;
  /** Set when the save brought back an earlier version. */
  restoredFrom: number | null;
  /** The admin's 사이트 설정 page (history and restore); null when SITE_URL is not an http(s) address. */
  adminUrl: string | null;
}

export interface SettingsChangeMail {
  to: string[];
  template: { name: typeof SETTINGS_CHANGE_TEMPLATE; data: SettingsChangeTemplateData };
}

/** A history entry (siteSettingsHistory/{version}) as the adapter writes it; every field read defensively. */
export interface StoredSettingsVersion {
  settings?: unknown;
  savedAt?: unknown;
  savedByEmail?: unknown;
  restoredFrom?: unknown;
}

const NONE = '없음';

/** The contact details a customer uses, each with how the e-mail shows it. */
const CONTACTS: readonly { what: string; of: (settings: SiteSettings) => string }[] = [
  { what: '대표 전화', of: (settings) => settings.company.phone },
  { what: '대표 이메일', of: (settings) => settings.company.email },
  { what: '카카오톡 채널', of: (settings) => (settings.channels.kakaoChannelId ? `pf.kakao.com/${settings.channels.kakaoChannelId}` : '') },
];

/** The contact details that differ between `before` and `after`, in the order above. */
export function contactChanges(before: SiteSettings, after: SiteSettings): ContactChange[] {
  return CONTACTS.flatMap(({ what, of }) => {
    const from = of(before);
    const to = of(after);
    return from === to ? [] : [{ what, from: from || NONE, to: to || NONE }];
  });
}

/** A Firestore Timestamp (anything with toDate()); null otherwise. */
function dateOf(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

export interface SettingsChangeContext {
  db: Firestore;
  source: SiteSettingsSource;
  siteUrl: string;
}

export interface SavedVersionEvent {
  /** The history document's id: the version. */
  version: string;
  data: StoredSettingsVersion;
  /** The event's time: stands in for a missing savedAt. */
  receivedAt: Date;
}

/**
 * Compares a saved version with the one before it (version 1: with the first version, the build's values) and, when
 * the phone, e-mail or KakaoTalk channel changed, writes ONE mail document to every alert recipient, named after the
 * version: create() refuses a second one, so an event delivered twice sends one e-mail. Resolves to the number of
 * recipients addressed (0 when nothing a customer uses changed, or nobody is on the list).
 */
export async function alertSiteSettingsChange(ctx: SettingsChangeContext, event: SavedVersionEvent): Promise<number> {
  const version = Number(event.version);
  if (!Number.isInteger(version) || version < 1) {
    logger.warn('A site settings history entry with an id that is no version: ignored.', { id: event.version });
    return 0;
  }
  const after = ctx.source.siteSettingsFromStored(event.data.settings);
  const before = await previousSettings(ctx, version);
  if (!before) {
    logger.error('The version before a saved site settings version is missing: no change e-mail.', { version });
    return 0;
  }
  const changes = contactChanges(before, after);
  if (changes.length === 0) return 0;
  const { emailRecipients } = await readAlertRecipients(ctx.db);
  if (emailRecipients.length === 0) {
    logger.warn('The contact details changed, but nobody is on the alert list.', {
      version,
      changed: changes.map((change) => change.what),
    });
    return 0;
  }
  const mail: SettingsChangeMail = {
    to: emailRecipients,
    template: {
      name: SETTINGS_CHANGE_TEMPLATE,
      data: {
        companyName: after.company.name,
        version,
        changes,
        savedBy:
          typeof event.data.savedByEmail === 'string' && event.data.savedByEmail !== '' ? event.data.savedByEmail : '알 수 없는 관리자',
        savedAt: koreaTime(dateOf(event.data.savedAt) ?? event.receivedAt),
        restoredFrom: typeof event.data.restoredFrom === 'number' ? event.data.restoredFrom : null,
        adminUrl: adminPageUrl(ctx.siteUrl, ADMIN_SETTINGS_PATH),
      },
    },
  };
  try {
    await ctx.db
      .collection(MAIL_COLLECTION)
      .doc(`site-settings-${version}`)
      .create({ ...mail });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  logger.info('Site settings change e-mail', {
    version,
    changed: changes.map((change) => change.what),
    recipients: emailRecipients.length,
  });
  return emailRecipients.length;
}

/** The settings before `version`: the first version's for version 1, else the entry before it (null when missing). */
async function previousSettings(ctx: SettingsChangeContext, version: number): Promise<SiteSettings | null> {
  if (version === 1) return ctx.source.FIRST_SITE_SETTINGS;
  const previous = await ctx.db
    .collection(SITE_SETTINGS_HISTORY_COLLECTION)
    .doc(String(version - 1))
    .get();
  return previous.exists ? ctx.source.siteSettingsFromStored(previous.get('settings')) : null;
}
