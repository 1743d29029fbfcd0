import { useQuery } from '@tanstack/react-query';
import type { InquiryPhoto } from '@/backend/port';
import { reportError } from '@/domain/report-error';
import type { Inquiry } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { inquiriesBackend } from '../inquiries-service';

/** The photos stored with one inquiry. */
export const inquiryPhotosKey = (id: string) => [...queryKeys.inquiries, 'photos', id] as const;

async function readPhotos(inquiryId: string): Promise<InquiryPhoto[]> {
  try {
    return await (await inquiriesBackend()).getInquiryPhotos(inquiryId);
  } catch (error) {
    reportError('Failed to load the inquiry photos', error);
    throw error;
  }
}

/** An inquiry's photos, read only when it says it has some. */
export function useInquiryPhotos(inquiry: Inquiry) {
  return useQuery({
    queryKey: inquiryPhotosKey(inquiry.id),
    queryFn: () => readPhotos(inquiry.id),
    enabled: inquiry.photoCount > 0,
  });
}
