import { adminBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';
import type { LaunchTickItem, LaunchTicks, StoredSiteSettings } from '@/domain/site-settings/types';
import { queryKeys } from './query-keys';

/**
 * The site settings and the launch checklist's ticks as cached queries (TanStack Query options): 사이트 설정 edits
 * the settings and the dashboard's 공개 전 점검 reads them; both read (and a save updates) the same cache entries.
 */

async function readStoredSiteSettings(): Promise<StoredSiteSettings> {
  try {
    return await (await adminBackend()).getStoredSiteSettings();
  } catch (error) {
    reportError('Failed to load the site settings', error);
    throw error;
  }
}

async function readLaunchTicks(): Promise<LaunchTicks> {
  try {
    return await (await adminBackend()).getLaunchTicks();
  } catch (error) {
    reportError('Failed to load the launch checklist', error);
    throw error;
  }
}

export const storedSiteSettingsQuery = {
  queryKey: queryKeys.storedSiteSettings,
  queryFn: readStoredSiteSettings,
};

export const launchTicksQuery = {
  queryKey: queryKeys.launchTicks,
  queryFn: readLaunchTicks,
};

/** Ticks (now) or clears one of the checklist's manual items; resolves to every tick. */
export async function saveLaunchTick({ item, done }: { item: LaunchTickItem; done: boolean }): Promise<LaunchTicks> {
  return (await adminBackend()).setLaunchTick(item, done);
}
