import { useQuery } from '@tanstack/react-query';
import { adminBackend } from '../../backend/registry';
import { errorMessage } from '../../domain/errors';
import type { NotificationSettings } from '../../domain/types';
import { reportError } from '../../lib/report-error';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useAdminMutation } from '../../lib/server-state/use-admin-mutation';
import { notificationsCopy } from './copy';

async function readSettings(): Promise<NotificationSettings> {
  try {
    return await (await adminBackend()).getNotificationSettings();
  } catch (error) {
    reportError('Failed to load the notification settings', error);
    throw error;
  }
}

/**
 * The saved recipients (read when the screen opens) and the save: an admin mutation (the admin check, the toast,
 * then the setting read again).
 */
export function useNotificationSettings() {
  const settings = useQuery({ queryKey: queryKeys.notificationSettings, queryFn: readSettings });
  const save = useAdminMutation<NotificationSettings>({
    label: 'Failed to save the notification settings',
    mutate: async (next) => (await adminBackend()).saveNotificationSettings(next),
    success: () => notificationsCopy.saved,
    failure: (error) => notificationsCopy.saveFailed(errorMessage(error)),
    invalidates: [queryKeys.notificationSettings],
  });
  return { settings, save };
}
