import { ADMIN_REVIEWS_PAGE_SIZE } from '@/config/page-sizes';
import type { PageQuery } from '@/domain/paging';
import type { AdminReview, ReviewStatus } from '@/domain/types';
import { queryKeys } from '@/lib/server-state/query-keys';
import { usePagedQuery } from '@/lib/server-state/use-paged-query';
import { reviewsBackend } from '../reviews-service';

/** The status shown (every status when none); one object per choice (usePagedQuery tells filters apart by identity). */
export interface ReviewListFilter {
  status: ReviewStatus | undefined;
}

/** Every page and count of the admin's review list, under the reviews root the live provider invalidates. */
export const reviewListsKey = [...queryKeys.reviews, 'list'] as const;

async function readReviewPage({ status }: ReviewListFilter, query: PageQuery) {
  return (await reviewsBackend()).getReviewPage({ ...query, status });
}

async function countReviews({ status }: ReviewListFilter) {
  return (await reviewsBackend()).countReviews(status);
}

/** The admin's review list: newest first, ADMIN_REVIEWS_PAGE_SIZE a page, both ways, with a status filter. */
export function useReviewList(filter: ReviewListFilter) {
  return usePagedQuery<AdminReview, ReviewListFilter>({
    list: reviewListsKey,
    filter,
    pageSize: ADMIN_REVIEWS_PAGE_SIZE,
    readPage: readReviewPage,
    count: countReviews,
    failure: 'Failed to load the reviews',
  });
}
