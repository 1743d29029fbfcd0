import type { AdminBackend } from '@/backend/port';
import { adminBackend } from '@/backend/registry';

/** What the admin's inquiry screens (list, detail, photos, CSV export) ask of the backend. */
export type InquiriesBackend = Pick<
  AdminBackend,
  'getInquiryPage' | 'countInquiries' | 'getInquiry' | 'getInquiryPhotos' | 'updateInquiryStatus' | 'updateInquiryNote' | 'deleteInquiry'
>;

/** The admin inquiries feature's one door to the backend. */
export async function inquiriesBackend(): Promise<InquiriesBackend> {
  return adminBackend();
}
