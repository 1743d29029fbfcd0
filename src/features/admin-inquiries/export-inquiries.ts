import type { InquiryFilter } from '@/backend/port';
import type { Inquiry } from '@/domain/types';
import { readAllPages } from '@/lib/paging/read-all-pages';
import { inquiriesBackend } from './inquiries-service';

/**
 * Every inquiry of the list's filter (status, period, search: exactly what the list shows), newest first, read in
 * bounded pages (MAX_PAGE_SIZE each, at most MAX_QUERY_LIMIT in all), then the CSV made by inquiry-csv.ts, whose
 * module (and papaparse) is loaded only now. `onProgress` hears how many were read so far.
 */
export async function exportInquiries(filter: InquiryFilter, onProgress: (read: number) => void): Promise<{ file: Blob; count: number }> {
  const backend = await inquiriesBackend();
  const [inquiries, { inquiryCsv }] = await Promise.all([
    readAllPages<Inquiry>((query) => backend.getInquiryPage({ ...query, ...filter }), { onProgress }),
    import('./inquiry-csv'),
  ]);
  return { file: inquiryCsv(inquiries), count: inquiries.length };
}
