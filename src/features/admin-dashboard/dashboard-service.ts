import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/**
 * The dashboard's one door to the backend: the photo count, the newest 신규 inquiries (one small page), the live
 * recent-activity feed, the response figures, the inquiries waiting for a first contact, the launch checklist's
 * ticks, and which adapter runs (the alert-recipients notice differs in the demo).
 */
export async function dashboardBackend(): Promise<
  Pick<
    AdminBackend,
    | 'countPhotos'
    | 'getInquiryPage'
    | 'subscribeRecentActivities'
    | 'getResponseTimes'
    | 'listWaitingInquiries'
    | 'getLaunchTicks'
    | 'setLaunchTick'
  >
> {
  return adminBackend();
}

export { backendKind } from '@/backend/registry';
