import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/server-state/query-keys';
import { notificationsBackend } from './notifications-service';

/** Whether alert e-mails run (the functions' heartbeat), read when 알림 설정 opens. */
export function useAlertStatus() {
  return useQuery({
    queryKey: queryKeys.alertStatus,
    queryFn: async () => (await notificationsBackend()).getAlertStatus(),
  });
}
