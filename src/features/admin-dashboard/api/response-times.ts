import { useQuery } from '@tanstack/react-query';
import { reportError } from '@/domain/report-error';
import { koreaWeekStart } from '@/domain/response-times';
import { queryKeys } from '@/lib/server-state/query-keys';
import { dashboardBackend } from '../dashboard-service';

/** The response figures of a week (by its start), under the inquiries root: a status change reads them again. */
export const responseTimesKey = (since: number) => [...queryKeys.inquiries, 'responseTimes', since] as const;

async function reported<T>(label: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    reportError(label, error);
    throw error;
  }
}

/** This week's response figures (from Monday 00:00 in Korea), read once per visit and after a first contact. */
export function useResponseTimes(now: Date) {
  const since = koreaWeekStart(now);
  return useQuery({
    queryKey: responseTimesKey(since.getTime()),
    queryFn: () => reported('Failed to load the response times', async () => (await dashboardBackend()).getResponseTimes(since)),
  });
}

/** The inquiries still waiting for a first contact, oldest first. */
export function useWaitingInquiries() {
  return useQuery({
    queryKey: queryKeys.waitingInquiries,
    queryFn: () => reported('Failed to load the waiting inquiries', async () => (await dashboardBackend()).listWaitingInquiries()),
  });
}
