import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SITE_SETTINGS_LIMITS } from '@/config/limits';
import type { SiteSettingsVersion, StoredSiteSettings } from '@/domain/site-settings/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { reportedRead } from '@/lib/server-state/reported-read';
import { storedSiteSettingsQuery } from '@/lib/server-state/site-settings-queries';
import { settingsBackend } from '../settings-service';

/** The saved versions of the site settings, under the site settings root. */
export const siteSettingsVersionsKey = [...queryKeys.siteSettings, 'versions'] as const;

/** The newest saved versions (저장 기록), as one cached query; a save or a restore invalidates it. */
const versionsQuery = {
  queryKey: siteSettingsVersionsKey,
  queryFn: reportedRead('Failed to load the site settings history', async () =>
    (await settingsBackend()).listSiteSettingsVersions(SITE_SETTINGS_LIMITS.historyShown),
  ),
};

/** The history entry of `version`, read afresh (who saved it, when); null when it cannot be read. */
async function latestVersionEntry(client: QueryClient, version: number): Promise<SiteSettingsVersion | null> {
  try {
    const versions = await client.fetchQuery({ ...versionsQuery, staleTime: 0 });
    return versions.find((entry) => entry.version === version) ?? null;
  } catch {
    return null;
  }
}

/** 저장 기록: the newest saved versions. */
export function useSettingsVersions() {
  return useQuery(versionsQuery);
}

/**
 * Reads the stored settings afresh (another administrator saved a newer version), with the history entry of that
 * version (who saved it; null when it cannot be read). Rejects when the settings cannot be read.
 */
export function useReadLatestSettings(): () => Promise<{ latest: StoredSiteSettings; entry: SiteSettingsVersion | null }> {
  const client = useQueryClient();
  return async () => {
    const latest = await client.fetchQuery({ ...storedSiteSettingsQuery, staleTime: 0 });
    return { latest, entry: await latestVersionEntry(client, latest.version) };
  };
}
