import { adminBackend } from '@/backend/registry';
import type { LaunchTickItem, LaunchTicks } from '@/domain/site-settings/types';
import { queryKeys } from './query-keys';
import { reportedRead } from './reported-read';

/**
 * The site settings and the launch checklist's ticks as cached queries (TanStack Query options): 사이트 설정 edits
 * the settings and the dashboard's 공개 전 점검 reads them; both read (and a save updates) the same cache entries.
 */

export const storedSiteSettingsQuery = {
  queryKey: queryKeys.storedSiteSettings,
  queryFn: reportedRead('Failed to load the site settings', async () => (await adminBackend()).getStoredSiteSettings()),
};

export const launchTicksQuery = {
  queryKey: queryKeys.launchTicks,
  queryFn: reportedRead('Failed to load the launch checklist', async () => (await adminBackend()).getLaunchTicks()),
};

/** Ticks (now) or clears one of the checklist's manual items; resolves to every tick. */
export async function saveLaunchTick({ item, done }: { item: LaunchTickItem; done: boolean }): Promise<LaunchTicks> {
  return (await adminBackend()).setLaunchTick(item, done);
}
