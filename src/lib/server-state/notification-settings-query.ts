import { useQuery } from '@tanstack/react-query';
import { adminBackend } from '@/backend/registry';
import { reportError } from '@/domain/report-error';
import type { NotificationSettings } from '@/domain/types';
import { queryKeys } from './query-keys';

async function readNotificationSettings(): Promise<NotificationSettings> {
  try {
    return await (await adminBackend()).getNotificationSettings();
  } catch (error) {
    reportError('Failed to load the notification settings', error);
    throw error;
  }
}

/**
 * The alert recipients as one cached query (TanStack Query options): the 알림 설정 screen edits them and the
 * dashboard warns when there are none; both read (and a save updates) the same cache entry.
 */
const notificationSettingsQuery = {
  queryKey: queryKeys.notificationSettings,
  queryFn: readNotificationSettings,
};

/** The saved alert settings; with `enabled` false nothing is read (yet). */
export function useStoredNotificationSettings(enabled = true) {
  return useQuery({ ...notificationSettingsQuery, enabled });
}
