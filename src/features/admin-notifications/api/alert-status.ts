import { useQuery } from '@tanstack/react-query';
import { notificationsBackend } from '../notifications-service';

/** Whether the alert function ran and sent (its status document). */
export const alertStatusKey = ['functionStatus', 'alerts'] as const;

/** Whether alert e-mails run (the functions' heartbeat), read when 알림 설정 opens. */
export function useAlertStatus() {
  return useQuery({
    queryKey: alertStatusKey,
    queryFn: async () => (await notificationsBackend()).getAlertStatus(),
  });
}
