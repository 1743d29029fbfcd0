import { ADMIN_INQUIRIES_PAGE_SIZE } from '@/config/page-sizes';
import type { PageQuery } from '@/domain/paging';
import type { Inquiry } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { usePagedQuery } from '@/lib/server-state/use-paged-query';
import { inquiriesBackend } from '../inquiries-service';
import { portFilterOf, type InquiryListFilter } from '../list-filter';

// The period is taken as of each read ("이번 주" is the week of the day it is read in).
async function readInquiryPage(filter: InquiryListFilter, query: PageQuery) {
  return (await inquiriesBackend()).getInquiryPage({ ...query, ...portFilterOf(filter, new Date()) });
}

async function countInquiries(filter: InquiryListFilter) {
  return (await inquiriesBackend()).countInquiries(portFilterOf(filter, new Date()));
}

/**
 * The admin inquiry list: newest first, 7 a page, forward (start-after) and backward (end-before + limit-to-last)
 * cursors with the port's one-item look-ahead, within `filter` (status, period, search: the URL's) and with its
 * count for "X / Y". A new filter (a change on screen, a link, Back) reads page 1 of it, the list before staying on
 * screen meanwhile. Load errors are only logged.
 */
export function useInquiryList(filter: InquiryListFilter) {
  return usePagedQuery<Inquiry, InquiryListFilter>({
    list: queryKeys.inquiryLists,
    filter,
    pageSize: ADMIN_INQUIRIES_PAGE_SIZE,
    readPage: readInquiryPage,
    count: countInquiries,
    failure: 'Failed to load the inquiries',
  });
}
