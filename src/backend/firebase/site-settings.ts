import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS, LAUNCH_CHECKLIST_ID, SITE_SETTINGS_HISTORY_COLLECTION, SITE_SETTINGS_PRIVATE_ID } from '@/config/collections';
import { MAX_PAGE_SIZE } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { BackendError } from '@/domain/errors';
import {
  LAUNCH_TICK_ITEMS,
  SETTINGS_SECTIONS,
  type LaunchTickItem,
  type LaunchTicks,
  type SettingsSection,
  type SiteSettingsVersion,
  type StoredSiteSettings,
} from '@/domain/site-settings/types';
import type { SiteSettingsSave } from '../port';
import { backendMessages } from '../shared/messages';
import { checkLimit } from '../shared/page-query';
import { launchTicksFrom, prepareSiteSettingsSave, privateSiteSettingsFromStored, siteSettingsFromStored } from '../shared/site-settings';
import { activityFields } from './activity-log';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toDate } from './mappers';
import { siteSettingsRef } from './site-settings-read';

/**
 * The site settings on Firestore (firestore.rules check every field, the version and the history):
 * - settings/site: what visitors read (the SiteSettings fields) + version (1, 2, … one per save) + savedAt (server
 *   time); anyone gets it;
 * - settings/sitePrivate { processorNotes, version }: administrators only, rewritten with every version;
 * - siteSettingsHistory/{version}: every saved version (administrators only, never changed), so one can be restored;
 * - settings/launch { sitemapNaver, sitemapGoogle, appCheck }: the launch checklist's ticks (timestamp or null).
 * A save is ONE transaction: the three documents and the settings_update activity, or nothing.
 */

const privateRef = (ctx: AdminContext) => doc(ctx.db, COLLECTIONS.settings, SITE_SETTINGS_PRIVATE_ID);
const historyRef = (ctx: AdminContext, version: number) => doc(ctx.db, SITE_SETTINGS_HISTORY_COLLECTION, String(version));
const launchRef = (ctx: AdminContext) => doc(ctx.db, COLLECTIONS.settings, LAUNCH_CHECKLIST_ID);

/** What the two documents hold, as the admin reads it (version 0 and the first version while nothing was saved). */
function storedOf(site: DocumentSnapshot, privatePart: DocumentSnapshot): StoredSiteSettings {
  const data = site.data();
  const settings = siteSettingsFromStored(data);
  const version: unknown = data?.version;
  return {
    settings,
    private: privateSiteSettingsFromStored(privatePart.data(), settings),
    version: typeof version === 'number' && Number.isInteger(version) && version > 0 ? version : 0,
    savedAt: toDate(data?.savedAt),
  };
}

export async function getStoredSiteSettings(ctx: AdminContext): Promise<StoredSiteSettings> {
  await requireAdmin(ctx.auth);
  const [site, privatePart] = await Promise.all([getDoc(siteSettingsRef(ctx.db)), getDoc(privateRef(ctx))]);
  return storedOf(site, privatePart);
}

async function writeVersion(ctx: AdminContext, save: SiteSettingsSave, restoredFrom: number | null): Promise<StoredSiteSettings> {
  const user = await requireAdmin(ctx.auth);
  const written = await runTransaction(ctx.db, async (transaction) => {
    const [site, privatePart] = await Promise.all([transaction.get(siteSettingsRef(ctx.db)), transaction.get(privateRef(ctx))]);
    const stored = storedOf(site, privatePart);
    const at = ctx.now();
    const next = prepareSiteSettingsSave(stored, save, at);
    if (!next) return { stored, saved: false };
    // Rebuilt field by field: exactly the fields the rules accept (nothing undefined, nothing extra).
    const settings = siteSettingsFromStored(next.settings);
    const savedByEmail = user.email ?? '';
    transaction.set(siteSettingsRef(ctx.db), { ...settings, version: next.version, savedAt: serverTimestamp() });
    // The version too: the rules tell by it that this save rewrote the notes (and so checked the processors).
    transaction.set(privateRef(ctx), { processorNotes: next.private.processorNotes, version: next.version });
    transaction.set(historyRef(ctx, next.version), {
      version: next.version,
      savedAt: serverTimestamp(),
      savedByUid: user.uid,
      savedByEmail,
      settings,
      private: { processorNotes: next.private.processorNotes },
      changed: next.changed,
      restoredFrom,
    });
    const activity = activityDrafts.settingsUpdate(next.version, next.changed, restoredFrom, savedByEmail, user.uid);
    transaction.set(doc(collection(ctx.db, COLLECTIONS.activities)), activityFields(activity, at));
    return { stored: { settings, private: next.private, version: next.version, savedAt: at }, saved: true };
  });
  if (!written.saved) return written.stored;
  // savedAt is the server's time of the commit: read back, so the caller holds what getStoredSiteSettings returns.
  const site = await getDoc(siteSettingsRef(ctx.db));
  const savedAt = site.get('version') === written.stored.version ? toDate(site.get('savedAt')) : null;
  return { ...written.stored, savedAt: savedAt ?? written.stored.savedAt };
}

export function saveSiteSettings(ctx: AdminContext, save: SiteSettingsSave): Promise<StoredSiteSettings> {
  return writeVersion(ctx, save, null);
}

export async function listSiteSettingsVersions(ctx: AdminContext, count: number): Promise<SiteSettingsVersion[]> {
  await requireAdmin(ctx.auth);
  checkLimit(count, MAX_PAGE_SIZE);
  const history = collection(ctx.db, SITE_SETTINGS_HISTORY_COLLECTION);
  const snapshot = await getDocs(query(history, orderBy('version', 'desc'), limit(count)));
  return snapshot.docs.map((entry) => {
    const data = entry.data();
    const changed: unknown = data.changed;
    const restoredFrom: unknown = data.restoredFrom;
    return {
      version: Number(data.version),
      savedAt: toDate(data.savedAt),
      savedByEmail: typeof data.savedByEmail === 'string' && data.savedByEmail !== '' ? data.savedByEmail : null,
      changed: Array.isArray(changed) ? SETTINGS_SECTIONS.filter((section: SettingsSection) => changed.includes(section)) : [],
      restoredFrom: typeof restoredFrom === 'number' ? restoredFrom : null,
    };
  });
}

export async function restoreSiteSettings(ctx: AdminContext, version: number, baseVersion: number): Promise<StoredSiteSettings> {
  await requireAdmin(ctx.auth);
  const record = Number.isInteger(version) && version > 0 ? await getDoc(historyRef(ctx, version)) : null;
  if (!record?.exists()) throw new BackendError('not-found', backendMessages.settingsVersionNotFound(version));
  const settings = siteSettingsFromStored(record.get('settings'));
  return writeVersion(ctx, { settings, private: privateSiteSettingsFromStored(record.get('private'), settings), baseVersion }, version);
}

function ticksOf(snapshot: DocumentSnapshot): LaunchTicks {
  const data = snapshot.data() ?? {};
  return launchTicksFrom(Object.fromEntries(LAUNCH_TICK_ITEMS.map((item) => [item, toDate(data[item])])));
}

export async function getLaunchTicks(ctx: AdminContext): Promise<LaunchTicks> {
  await requireAdmin(ctx.auth);
  return ticksOf(await getDoc(launchRef(ctx)));
}

/** Ticks (the server's time) or clears one item, then reads the ticks back (the time is the server's). */
export async function setLaunchTick(ctx: AdminContext, item: LaunchTickItem, done: boolean): Promise<LaunchTicks> {
  await requireAdmin(ctx.auth);
  if (!(LAUNCH_TICK_ITEMS as readonly unknown[]).includes(item))
    throw new BackendError('invalid-argument', backendMessages.invalidField(`launch.${String(item)}`));
  await setDoc(launchRef(ctx), { [item]: done ? serverTimestamp() : null }, { merge: true });
  return ticksOf(await getDoc(launchRef(ctx)));
}
