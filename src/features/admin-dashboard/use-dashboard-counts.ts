import { useEffect, useState } from 'react';
import { INITIAL_INQUIRY_STATUS } from '../../config/constants';
import { adminBackend } from '../../backend/registry';

export type DashboardCounts =
  | { status: 'loading' }
  | { status: 'ready'; images: number; newInquiries: number }
  | { status: 'error' };

/** Spec 7 "Dashboard": the count of all images and of inquiries with status 신규, read once per visit. */
export function useDashboardCounts(): DashboardCounts {
  const [counts, setCounts] = useState<DashboardCounts>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    adminBackend()
      .then((backend) => Promise.all([backend.countImages(), backend.countInquiries(INITIAL_INQUIRY_STATUS)]))
      .then(([images, newInquiries]) => {
        if (active) setCounts({ status: 'ready', images, newInquiries });
      })
      .catch((error: unknown) => {
        console.error('Failed to load the dashboard counts', error);
        if (active) setCounts({ status: 'error' });
      });
    return () => {
      active = false;
    };
  }, []);
  return counts;
}
