import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_NEW_INQUIRIES_LIMIT } from '@/config/page-sizes';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { reportError } from '@/domain/report-error';
import type { Inquiry } from '@/domain/types';
import { useNewInquiryCount } from '@/lib/new-inquiries/new-inquiry-count';
import { queryKeys } from '@/lib/server-state/query-keys';
import { dashboardBackend } from '../dashboard-service';

export type NewInquiryList =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'ready'; items: Inquiry[]; count: number | null };

async function readNewest(): Promise<Inquiry[]> {
  try {
    const page = await (
      await dashboardBackend()
    ).getInquiryPage({
      pageSize: DASHBOARD_NEW_INQUIRIES_LIMIT,
      direction: 'initial',
      status: INITIAL_INQUIRY_STATUS,
    });
    return page.items;
  } catch (error) {
    reportError('Failed to load the new inquiries', error);
    throw error;
  }
}

/**
 * The newest 신규 inquiries for the dashboard: one bounded read, the inquiry list's own page query (status 신규, a
 * page of DASHBOARD_NEW_INQUIRIES_LIMIT), never a subscription of its own. It follows the admin shell's one live 신규
 * count (useNewInquiryCount): whenever that changes (an inquiry arrives, or is answered on another phone) the page is
 * read again. It lives under the inquiry lists' key, so a status change or a delete made here reads it again too.
 */
export function useNewInquiryList(): NewInquiryList {
  const live = useNewInquiryCount();
  const count = live.status === 'ready' ? live.count : null;
  const query = useQuery({
    queryKey: [...queryKeys.inquiryLists, 'dashboard-new', count],
    queryFn: readNewest,
    // Read once the live count has answered (or failed), not once before it and again after.
    enabled: live.status !== 'loading',
    // The list on screen stays while the next one is read.
    placeholderData: (previous) => previous,
  });
  if (query.data) return { status: 'ready', items: query.data, count };
  if (query.isError) return { status: 'error', retry: () => void query.refetch() };
  return { status: 'loading' };
}
