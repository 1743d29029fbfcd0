import { useEffect, useEffectEvent } from 'react';
import { ADMIN_INQUIRIES_PAGE_SIZE } from '@/config/constants';
import type { Inquiry } from '@/domain/types';
import { readPage, type LoadedPage } from '@/lib/paging/page-target';
import type { PageRequest } from '@/lib/paging/use-cursor-paging';
import { reportError } from '@/lib/report-error';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useQueryCursorPaging } from '@/lib/server-state/use-query-cursor-paging';
import { inquiriesBackend } from './inquiries-service';
import { listFilterKey, portFilterOf, type InquiryListFilter } from './list-filter';

/**
 * A page and the filter's count, read together; the count is optional (null when it cannot be read). The period
 * is taken as of this read ("이번 주" is the week of the day it is read in).
 */
async function readInquiryPage(request: PageRequest<InquiryListFilter>): Promise<LoadedPage<Inquiry>> {
  const backend = await inquiriesBackend();
  const filter = portFilterOf(request.filter, new Date());
  return readPage(request.target, {
    page: (query) => backend.getInquiryPage({ ...query, ...filter }),
    count: () =>
      backend.countInquiries(filter).catch((error: unknown) => {
        reportError('Failed to count the inquiries', error);
        return null;
      }),
  });
}

/**
 * The admin inquiry list: newest first, 7 a page, forward (start-after) and
 * backward (end-before + limit-to-last) cursors with the port's one-item look-ahead, within `filter` (status,
 * period, search: the URL's) and with its count for "X / Y". A new filter (a change on screen, a link, Back) reads
 * page 1 of it, the list before staying on screen meanwhile. Load errors are only logged.
 */
export function useInquiryList(filter: InquiryListFilter) {
  const list = useQueryCursorPaging<Inquiry, InquiryListFilter>({
    list: queryKeys.inquiryLists,
    filter,
    pageSize: ADMIN_INQUIRIES_PAGE_SIZE,
    read: readInquiryPage,
    failure: 'Failed to load the inquiries',
  });
  const key = listFilterKey(filter);
  const follow = useEffectEvent(() => {
    if (listFilterKey(list.filter) !== key) list.setFilter(filter);
  });
  useEffect(() => follow(), [key]);
  return list;
}
