import type { QueryClient } from '@tanstack/react-query';
import { SITE_SETTINGS_LIMITS } from '@/config/limits';
import type { SiteSettingsVersion } from '@/domain/site-settings/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { reportedRead } from '@/lib/server-state/reported-read';
import { settingsBackend } from '../settings-service';

/** The saved versions of the site settings, under the site settings root. */
export const siteSettingsVersionsKey = [...queryKeys.siteSettings, 'versions'] as const;

/** The newest saved versions (저장 기록), as one cached query; a save or a restore invalidates it. */
export const versionsQuery = {
  queryKey: siteSettingsVersionsKey,
  queryFn: reportedRead('Failed to load the site settings history', async () =>
    (await settingsBackend()).listSiteSettingsVersions(SITE_SETTINGS_LIMITS.historyShown),
  ),
};

/** The history entry of `version`, read afresh (who saved it, when); null when it cannot be read. */
export async function latestVersionEntry(client: QueryClient, version: number): Promise<SiteSettingsVersion | null> {
  try {
    const versions = await client.fetchQuery({ ...versionsQuery, staleTime: 0 });
    return versions.find((entry) => entry.version === version) ?? null;
  } catch {
    return null;
  }
}
