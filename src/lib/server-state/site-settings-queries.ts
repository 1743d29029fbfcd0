import { useQuery } from '@tanstack/react-query';
import { adminBackend } from '@/backend/registry';
import { queryKeys } from './query-keys';
import { reportedRead } from './reported-read';

/**
 * The stored site settings as one cached query (TanStack Query options) and its hook: 사이트 설정 edits them and the
 * dashboard's 공개 전 점검 and waiting inquiries read them; all read (and a save updates) the same cache entry.
 */
export const storedSiteSettingsQuery = {
  queryKey: queryKeys.storedSiteSettings,
  queryFn: reportedRead('Failed to load the site settings', async () => (await adminBackend()).getStoredSiteSettings()),
};

export function useStoredSiteSettings() {
  return useQuery(storedSiteSettingsQuery);
}
