import { ADMIN_REVIEWS_PAGE_SIZE } from '@/config/constants';
import type { Review, ReviewStatus } from '@/domain/types';
import { readPage, type LoadedPage } from '@/lib/paging/page-target';
import type { PageRequest } from '@/lib/paging/use-cursor-paging';
import { reportError } from '@/lib/report-error';
import { queryKeys } from '@/lib/server-state/query-keys';
import { useQueryCursorPaging } from '@/lib/server-state/use-query-cursor-paging';
import { reviewsBackend } from './reviews-service';

type Filter = ReviewStatus | undefined;

/** A page and the filter's count, read together; the count is optional (null when it cannot be read). */
async function readReviewPage(request: PageRequest<Filter>): Promise<LoadedPage<Review>> {
  const backend = await reviewsBackend();
  const status = request.filter;
  return readPage(request.target, {
    page: (query) => backend.getReviewPage({ ...query, status }),
    count: () =>
      backend.countReviews(status).catch((error: unknown) => {
        reportError('Failed to count the reviews', error);
        return null;
      }),
  });
}

/** The admin's review list: newest first, ADMIN_REVIEWS_PAGE_SIZE a page, both ways, with a status filter. */
export function useReviewList(filter: Filter) {
  return useQueryCursorPaging<Review, Filter>({
    list: queryKeys.reviewLists,
    filter,
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
    read: readReviewPage,
    failure: 'Failed to load the reviews',
  });
}
