import { useQuery } from '@tanstack/react-query';
import { reportError } from '@/domain/report-error';
import { useNewInquiryCount } from '@/lib/new-inquiries/new-inquiry-count';
import { queryKeys } from '@/lib/server-state/query-keys';
import { dashboardBackend } from '../dashboard-service';

/** One count of the dashboard: each card loads and fails on its own. */
/** The number of gallery photos, under the photos root: an upload or a deletion reads it again. */
export const photoCountKey = [...queryKeys.photos, 'count'] as const;

export type DashboardCount = { status: 'loading' } | { status: 'ready'; value: number } | { status: 'error' };

export interface DashboardCounts {
  photos: DashboardCount;
  newInquiries: DashboardCount;
}

async function countPhotos(): Promise<number> {
  try {
    return await (await dashboardBackend()).countPhotos();
  } catch (error) {
    reportError('Failed to load the dashboard counts', error);
    throw error;
  }
}

function countOf(query: { isError: boolean; data: number | undefined }): DashboardCount {
  if (query.isError) return { status: 'error' };
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', value: query.data };
}

/**
 * The count of all gallery photos, read once per visit (a query, invalidated by upload and delete), and
 * of inquiries with status 신규, live: the admin shell's one subscription (useNewInquiryCount), so a new inquiry
 * shows at once. Each is reported apart, so one that fails leaves the other card showing its number.
 */
export function useDashboardCounts(): DashboardCounts {
  const photos = useQuery({ queryKey: photoCountKey, queryFn: countPhotos });
  const live = useNewInquiryCount();
  const newInquiries: DashboardCount = live.status === 'ready' ? { status: 'ready', value: live.count } : { status: live.status };
  return { photos: countOf(photos), newInquiries };
}
