import { LAUNCH_CHECKLIST_ID, SITE_SETTINGS_ID, SITE_SETTINGS_PRIVATE_ID } from '@/config/collections';
import { MAX_PAGE_SIZE } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { BackendError } from '@/domain/errors';
import type {
  LaunchTickItem,
  LaunchTicks,
  SettingsSection,
  SiteSettings,
  SiteSettingsVersion,
  StoredSiteSettings,
} from '@/domain/site-settings/types';
import type { SiteSettingsSave } from '../port';
import { backendMessages } from '../shared/messages';
import { checkLimit } from '../shared/page-query';
import { launchTicksFrom, prepareSiteSettingsSave, privateSiteSettingsFromStored, siteSettingsFromStored } from '../shared/site-settings';
import { addActivityInTransaction } from './activity-log';
import type { DemoContext, DemoSessionContext } from './context';

/**
 * The site settings in the demo database, stored as Firebase stores them: settings records 'site' (what visitors
 * read) and 'sitePrivate' (staff only), and one settingsHistory record per saved version. A save writes the three
 * and its activity in one transaction, so an open public page of this browser shows the new values at once.
 */

/** What visitors read: the saved settings, or the first version while none was saved. */
export async function getSiteSettings(ctx: DemoContext): Promise<SiteSettings> {
  await ctx.latency();
  return siteSettingsFromStored((await ctx.db.settings.get(SITE_SETTINGS_ID))?.data);
}

async function readStored(ctx: DemoContext): Promise<StoredSiteSettings> {
  const [site, privatePart] = await Promise.all([ctx.db.settings.get(SITE_SETTINGS_ID), ctx.db.settings.get(SITE_SETTINGS_PRIVATE_ID)]);
  const settings = siteSettingsFromStored(site?.data);
  return {
    settings,
    private: privateSiteSettingsFromStored(privatePart?.data, settings),
    version: site?.version ?? 0,
    savedAt: site?.savedAt === undefined ? null : new Date(site.savedAt),
  };
}

export async function getStoredSiteSettings(ctx: DemoSessionContext): Promise<StoredSiteSettings> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  return readStored(ctx);
}

async function writeVersion(ctx: DemoSessionContext, save: SiteSettingsSave, restoredFrom: number | null): Promise<StoredSiteSettings> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  return ctx.db.transaction('rw', [ctx.db.settings, ctx.db.settingsHistory, ctx.db.activities], async () => {
    const stored = await readStored(ctx);
    const at = ctx.now();
    const next = prepareSiteSettingsSave(stored, save, at);
    if (!next) return stored;
    const savedAt = at.getTime();
    await ctx.db.settings.bulkPut([
      { id: SITE_SETTINGS_ID, data: next.settings, version: next.version, savedAt },
      { id: SITE_SETTINGS_PRIVATE_ID, data: next.private },
    ]);
    await ctx.db.settingsHistory.add({
      version: next.version,
      savedAt,
      savedByUid: user.uid,
      savedByEmail: user.email ?? '',
      settings: next.settings,
      private: next.private,
      changed: next.changed,
      restoredFrom,
    });
    const activity = activityDrafts.settingsUpdate(next.version, next.changed, restoredFrom, user.email ?? '', user.uid);
    await addActivityInTransaction(ctx, activity, at);
    return { settings: next.settings, private: next.private, version: next.version, savedAt: at };
  });
}

export function saveSiteSettings(ctx: DemoSessionContext, save: SiteSettingsSave): Promise<StoredSiteSettings> {
  return writeVersion(ctx, save, null);
}

export async function listSiteSettingsVersions(ctx: DemoSessionContext, limit: number): Promise<SiteSettingsVersion[]> {
  ctx.auth.requireAdmin();
  checkLimit(limit, MAX_PAGE_SIZE);
  await ctx.latency();
  const records = await ctx.db.settingsHistory.orderBy('version').reverse().limit(limit).toArray();
  return records.map((record) => ({
    version: record.version,
    savedAt: new Date(record.savedAt),
    savedByEmail: record.savedByEmail || null,
    changed: record.changed as SettingsSection[],
    restoredFrom: record.restoredFrom,
  }));
}

export async function restoreSiteSettings(ctx: DemoSessionContext, version: number, baseVersion: number): Promise<StoredSiteSettings> {
  ctx.auth.requireAdmin();
  const record = Number.isInteger(version) ? await ctx.db.settingsHistory.get(version) : undefined;
  if (!record) throw new BackendError('not-found', backendMessages.settingsVersionNotFound(version));
  const settings = siteSettingsFromStored(record.settings);
  return writeVersion(ctx, { settings, private: privateSiteSettingsFromStored(record.private, settings), baseVersion }, version);
}

function ticksOf(stored: Record<string, number | null> | undefined): LaunchTicks {
  const times = Object.fromEntries(Object.entries(stored ?? {}).map(([item, at]) => [item, typeof at === 'number' ? new Date(at) : null]));
  return launchTicksFrom(times);
}

export async function getLaunchTicks(ctx: DemoSessionContext): Promise<LaunchTicks> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  return ticksOf((await ctx.db.settings.get(LAUNCH_CHECKLIST_ID))?.ticks);
}

export async function setLaunchTick(ctx: DemoSessionContext, item: LaunchTickItem, done: boolean): Promise<LaunchTicks> {
  ctx.auth.requireAdmin();
  if (!(item in launchTicksFrom({}))) throw new BackendError('invalid-argument', backendMessages.invalidField(`launch.${String(item)}`));
  await ctx.latency();
  return ctx.db.transaction('rw', ctx.db.settings, async () => {
    const ticks = { ...(await ctx.db.settings.get(LAUNCH_CHECKLIST_ID))?.ticks, [item]: done ? ctx.now().getTime() : null };
    await ctx.db.settings.put({ id: LAUNCH_CHECKLIST_ID, ticks });
    return ticksOf(ticks);
  });
}
