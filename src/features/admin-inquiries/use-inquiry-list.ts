import { ADMIN_INQUIRIES_PAGE_SIZE } from '../../config/constants';
import { cursorOf } from '../../domain/paging';
import type { Inquiry, InquiryStatus } from '../../domain/types';
import { adminBackend } from '../../backend/registry';
import { readPage, type LoadedPage } from '../../lib/paging/page-target';
import { reportError } from '../../lib/report-error';
import type { PageRequest } from '../../lib/paging/use-cursor-paging';
import { queryKeys } from '../../lib/server-state/query-keys';
import { useQueryCursorPaging } from '../../lib/server-state/use-query-cursor-paging';

type Filter = InquiryStatus | undefined;

/** A page and the filter's count, read together; the count is optional (null when it cannot be read). */
async function readInquiryPage(request: PageRequest<Filter>): Promise<LoadedPage<Inquiry>> {
  const backend = await adminBackend();
  const status = request.filter;
  return readPage(request.target, {
    page: (query) => backend.getInquiryPage({ ...query, status }),
    count: () =>
      backend.countInquiries(status).catch((error: unknown) => {
        reportError('Failed to count the inquiries', error);
        return null;
      }),
  });
}

const inquiryCursor = (inquiry: Inquiry) => cursorOf(inquiry.submittedAt, inquiry.id);

/**
 * The admin inquiry list (spec 7 "Inquiry management"): newest first, 7 a page, forward (start-after) and
 * backward (end-before + limit-to-last) cursors with the port's one-item look-ahead, an optional status filter
 * and the count for "X / Y". Load errors are only logged (spec 8).
 */
export function useInquiryList() {
  return useQueryCursorPaging<Inquiry, Filter>({
    list: queryKeys.inquiryLists,
    filter: undefined,
    pageSize: ADMIN_INQUIRIES_PAGE_SIZE,
    cursorOf: inquiryCursor,
    read: readInquiryPage,
    failure: 'Failed to load the inquiries',
  });
}
