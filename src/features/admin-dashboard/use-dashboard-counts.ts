import { useQuery } from '@tanstack/react-query';
import { INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { adminBackend } from '../../backend/registry';
import type { AdminBackend } from '../../backend/port';
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
const countNewInquiries = countWith((backend) => backend.countInquiries(INITIAL_INQUIRY_STATUS));

/**
 * Spec 7 "Dashboard": the count of all images and of inquiries with status 신규, read once per visit. Both are
 * queries, invalidated by the writes that change them (upload and delete; status change and delete).
 */
export function useDashboardCounts(): DashboardCounts {
  const images = useQuery({ queryKey: queryKeys.imageCount, queryFn: countImages });
  const newInquiries = useQuery({ queryKey: queryKeys.inquiryCount(INITIAL_INQUIRY_STATUS), queryFn: countNewInquiries });
  if (images.isError || newInquiries.isError) return { status: 'error' };
  if (images.data === undefined || newInquiries.data === undefined) return { status: 'loading' };
  return { status: 'ready', images: images.data, newInquiries: newInquiries.data };
}
