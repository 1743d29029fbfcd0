import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/domain/errors';
import { recipientProblem } from '@/domain/notification-recipients';
import type { NotificationSettings } from '@/domain/types';
import { useStoredNotificationSettings } from '@/lib/server-state/notification-settings-query';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { notificationsCopy, recipientProblemMessages } from '../copy';
import { notificationsBackend } from '../notifications-service';
import { useAlertStatus } from './alert-status';

/** The toasts of this screen replace one another (the latest change is the one to read, or to undo). */
const TOAST_SOURCE = 'notification-recipients';

/**
 * The saved recipients (read when the screen opens) and the two changes staff make, each saved at once: adding an
 * address (a toast says it is saved) and removing one (a toast with 되돌리기 puts it back where it was). Nothing is
 * ever waiting for a 저장 that a staff member could forget before leaving the page. Each write is an admin
 * mutation (the admin check, the failure alert); the saved list replaces the one on screen at once.
 */
export function useNotificationSettings() {
  const settings = useStoredNotificationSettings();
  // The toast after adding promises mail only while alert e-mails run.
  const running = useAlertStatus().data?.state === 'running';
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useAdminMutation<{ emailRecipients: string[] }>({
    label: 'Failed to save the notification settings',
    mutate: async (next) => (await notificationsBackend()).saveNotificationSettings(next),
    failure: (error) => notificationsCopy.saveFailed(errorMessage(error)),
    // The second alarm stays as it was (saved on its own, second-alarm.ts).
    updatesCache: (client, saved) =>
      client.setQueryData<NotificationSettings>(queryKeys.notificationSettings, (cached) => (cached ? { ...cached, ...saved } : cached)),
    invalidates: [queryKeys.notificationSettings],
    toastSource: TOAST_SOURCE,
  });
  // The list as last saved (each save puts it in the cache), read when a change is made: an undo pressed after
  // other changes starts from them.
  const current = (): readonly string[] =>
    queryClient.getQueryData<NotificationSettings>(queryKeys.notificationSettings)?.emailRecipients ?? [];

  const saveList = (emailRecipients: string[], then: () => void) => save.run({ emailRecipients }, { onSuccess: then });

  /** Saves the list with `address` (normalized and checked by the caller) at `index` (default: the end). */
  const add = (address: string, index = current().length): Promise<boolean> => {
    const next = [...current()];
    next.splice(index, 0, address);
    return saveList(next, () => toast.show('success', notificationsCopy.added(address, running), { source: TOAST_SOURCE }));
  };

  const remove = (address: string): Promise<boolean> => {
    const index = current().indexOf(address);
    return saveList(
      current().filter((entry) => entry !== address),
      () =>
        toast.show('success', notificationsCopy.removed(address), {
          source: TOAST_SOURCE,
          actions: [
            {
              label: notificationsCopy.undo,
              accessibleName: notificationsCopy.undoLabel(address),
              onSelect: () => void restore(address, index),
            },
          ],
        }),
    );
  };

  /** 되돌리기: the removed address back at its place, unless it is listed again already or the list is full. */
  const restore = async (address: string, index: number) => {
    const problem = recipientProblem(address, current());
    if (problem === 'duplicate') return;
    if (problem) {
      toast.show('error', recipientProblemMessages[problem], { source: TOAST_SOURCE });
      return;
    }
    await add(address, Math.min(index, current().length));
  };

  return { settings, busy: save.pending, add, remove };
}
