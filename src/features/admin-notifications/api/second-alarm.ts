import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/domain/errors';
import type { NotificationSettings, SecondAlarmSettings } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { notificationsCopy } from '../copy';
import { notificationsBackend } from '../notifications-service';

/**
 * Saves the second alarm with the recipients as last saved (the cache of the screen's query), so a save here never
 * brings back an address removed a moment ago; the saved settings replace the cached ones.
 */
export function useSecondAlarm() {
  const queryClient = useQueryClient();
  const save = useAdminMutation<SecondAlarmSettings>({
    label: 'Failed to save the second alarm',
    mutate: async (secondAlarm) => {
      const emailRecipients = queryClient.getQueryData<NotificationSettings>(queryKeys.notificationSettings)?.emailRecipients ?? [];
      await (await notificationsBackend()).saveNotificationSettings({ emailRecipients, secondAlarm });
    },
    success: () => notificationsCopy.secondAlarm.saved,
    failure: (error) => notificationsCopy.saveFailed(errorMessage(error)),
    updatesCache: (client, secondAlarm) =>
      client.setQueryData<NotificationSettings>(queryKeys.notificationSettings, (cached) => (cached ? { ...cached, secondAlarm } : cached)),
    invalidates: [queryKeys.notificationSettings],
  });
  return { save: (settings: SecondAlarmSettings) => save.run(settings), busy: save.pending };
}
