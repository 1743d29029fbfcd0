import { useQuery } from '@tanstack/react-query';
import { INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { adminBackend } from '../../backend/registry';
import type { AdminBackend } from '../../backend/port';
import { reportError } from '../../lib/report-error';
import { queryKeys } from '../../lib/server-state/query-keys';

/** One count of the dashboard: each card loads and fails on its own. */
export type DashboardCount = { status: 'loading' } | { status: 'ready'; value: number } | { status: 'error' };

export interface DashboardCounts {
  images: DashboardCount;
  newInquiries: DashboardCount;
}

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

function countOf(query: { isError: boolean; data: number | undefined }): DashboardCount {
  if (query.isError) return { status: 'error' };
  return query.data === undefined ? { status: 'loading' } : { status: 'ready', value: query.data };
}

/**
 * Spec 7 "Dashboard": the count of all images and of inquiries with status 신규, read once per visit. Both are
 * queries, invalidated by the writes that change them (upload and delete; status change and delete). Each is
 * reported apart, so one that fails leaves the other card showing its number.
 */
export function useDashboardCounts(): DashboardCounts {
  const images = useQuery({ queryKey: queryKeys.imageCount, queryFn: countImages });
  const newInquiries = useQuery({ queryKey: queryKeys.inquiryCount(INITIAL_INQUIRY_STATUS), queryFn: countNewInquiries });
  return { images: countOf(images), newInquiries: countOf(newInquiries) };
}
