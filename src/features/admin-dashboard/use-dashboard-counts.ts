import { useQuery } from '@tanstack/react-query';
import { adminBackend } from '../../backend/registry';
import type { AdminBackend } from '../../backend/port';
import { useNewInquiryCount } from '../../lib/new-inquiries/new-inquiry-count';
import { reportError } from '../../lib/report-error';
import { queryKeys } from '../../lib/server-state/query-keys';

export type DashboardCounts =
  | { status: 'loading' }
  | { status: 'ready'; images: number; newInquiries: number }
  | { status: 'error' };

function countWith(count: (backend: AdminBackend) => Promise<number>) {
  return async () => {
    try {
      return await count(await adminBackend());
    } catch (error) {
      reportError('Failed to load the dashboard counts', error);
      throw error;
    }
  };
}

const countImages = countWith((backend) => backend.countImages());

/**
 * Spec 7 "Dashboard": the count of all images, read once per visit (a query, invalidated by upload and delete), and
 * of inquiries with status 신규, live: the admin shell's one subscription (useNewInquiryCount), so a new inquiry
 * shows at once.
 */
export function useDashboardCounts(): DashboardCounts {
  const images = useQuery({ queryKey: queryKeys.imageCount, queryFn: countImages });
  const newInquiries = useNewInquiryCount();
  if (images.isError || newInquiries.status === 'error') return { status: 'error' };
  if (images.data === undefined || newInquiries.status === 'loading') return { status: 'loading' };
  return { status: 'ready', images: images.data, newInquiries: newInquiries.count };
}
