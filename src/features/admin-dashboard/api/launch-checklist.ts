import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/domain/errors';
import type { LaunchTickItem, LaunchTicks } from '@/domain/site-settings/types';
import { useStoredNotificationSettings } from '@/lib/server-state/notification-settings-query';
import { reportedRead } from '@/lib/server-state/reported-read';
import { useStoredSiteSettings } from '@/lib/server-state/site-settings-queries';
import { useAdminMutation } from '@/lib/server-state/use-admin-mutation';
import { dashboardBackend } from '../dashboard-service';
import { launchCopy } from '../launch-copy';

/** The key of the checklist's manual ticks: only this feature reads them. */
const launchTicksKey = ['launchTicks'] as const;

/** The checklist's manual ticks, as one cached query; a tick puts the saved ticks in its place. */
const launchTicksQuery = {
  queryKey: launchTicksKey,
  queryFn: reportedRead('Failed to load the launch checklist', async () => (await dashboardBackend()).getLaunchTicks()),
};

/**
 * What 공개 전 점검 reads (the stored site settings and the alert recipients, the queries 사이트 설정 and 알림 설정
 * share, and the ticks) and its one write: ticking (now) or clearing a manual item, which resolves to every tick.
 */
export function useLaunchChecklist() {
  const stored = useStoredSiteSettings();
  const recipients = useStoredNotificationSettings();
  const ticks = useQuery(launchTicksQuery);
  const tick = useAdminMutation<{ item: LaunchTickItem; done: boolean }, LaunchTicks>({
    label: 'Failed to save a launch checklist tick',
    mutate: async ({ item, done }) => (await dashboardBackend()).setLaunchTick(item, done),
    failure: (error) => launchCopy.tickFailed(errorMessage(error)),
    updatesCache: (client, _, result) => client.setQueryData(launchTicksKey, result),
    invalidates: [launchTicksKey],
  });
  return { stored, recipients, ticks, tick };
}
