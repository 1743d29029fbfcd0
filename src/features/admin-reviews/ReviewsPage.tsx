import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { adminLayoutCopy } from '@/components/layout/admin-copy';
import { AdminPageHeader } from '@/components/layout/AdminPageHeader';
import { Seo } from '@/components/layout/Seo';
import { ReviewRequest } from '@/components/review-request/ReviewRequest';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PagedListPagination, PagedListTotal } from '@/components/ui/PagedListParts';
import { INQUIRY_OPEN_PARAM, paths } from '@/config/routes';
import type { AdminReview, ReviewStatus } from '@/domain/types';
import { cn } from '@/lib/cn';
import { AdminReviewCard } from './AdminReviewCard';
import { useReviewActions } from './api/review-actions';
import { useReviewList, type ReviewListFilter } from './api/review-list';
import { reviewsAdminCopy as copy } from './copy';
import { ReviewStatusFilter } from './ReviewStatusFilter';

const quiet =
  'rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300';

/**
 * /jy-dev/reviews: the reviews customers wrote, newest first, by status (대기, 공개, 숨김), each approved, hidden, set
 * back or deleted; a new-review toast opens one (?open=ID: the 대기 list, that review outlined and focused). Also
 * makes a review link for a customer with no inquiry here.
 */
export default function ReviewsPage() {
  const [params] = useSearchParams();
  const openId = params.get(INQUIRY_OPEN_PARAM);
  // A review opened from a toast is waiting: the list opens on 대기.
  const [filter, setFilter] = useState<ReviewListFilter>(() => ({ status: openId ? 'pending' : undefined }));
  const list = useReviewList(filter);
  const { setStatus, remove, busy } = useReviewActions();
  const [deleting, setDeleting] = useState<AdminReview | null>(null);
  const openedRef = useRef<HTMLElement>(null);
  const focused = useRef<string | null>(null);

  // A review opened from a toast: bring it into view once it is on screen.
  const opened = list.items.find((review) => review.id === openId);
  useEffect(() => {
    if (!opened || focused.current === opened.id) return;
    focused.current = opened.id;
    openedRef.current?.focus({ preventScroll: true });
    openedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [opened]);

  const onStatus = (review: AdminReview, status: ReviewStatus) =>
    void setStatus(review, status, () => {
      // Under a status filter the review may no longer belong to the list.
      if (filter.status && filter.status !== status) list.afterRemoval(review);
    });

  const onConfirmDelete = async () => {
    if (!deleting) return;
    await remove(deleting, () => list.afterRemoval(deleting));
    setDeleting(null);
  };

  return (
    <>
      <Seo title={copy.seoTitle} description={adminLayoutCopy.seoDescription} path={paths.adminReviews} />
      <AdminPageHeader title={copy.title} description={copy.intro} />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <ReviewStatusFilter value={filter.status} onChange={(status) => setFilter({ status })} />
        <PagedListTotal list={list} text={copy.total} />
      </div>

      {list.status === 'loading' && (
        <p role="status" className={quiet}>
          {copy.loading}
        </p>
      )}
      {list.status === 'error' && (
        <div role="alert" className={cn(quiet, 'space-y-3')}>
          <p>{copy.loadFailed}</p>
          <Button variant="secondary" onClick={list.reload}>
            {copy.retry}
          </Button>
        </div>
      )}
      {list.status === 'ready' && list.items.length === 0 && (
        <p className={quiet}>{filter.status ? copy.emptyFiltered(filter.status) : copy.empty}</p>
      )}
      {list.status === 'ready' && list.items.length > 0 && (
        <ul aria-label={copy.listLabel} className="space-y-4">
          {list.items.map((review) => (
            <li key={review.id}>
              <AdminReviewCard
                ref={review.id === openId ? openedRef : undefined}
                review={review}
                highlighted={review.id === openId}
                busy={busy}
                onStatus={onStatus}
                onDelete={setDeleting}
              />
            </li>
          ))}
        </ul>
      )}

      <PagedListPagination list={list} label={copy.pagination} />

      <section aria-labelledby="review-request-title" className="mt-10 space-y-3 border-t border-slate-200 pt-6 dark:border-slate-800">
        <h2 id="review-request-title" className="text-lg font-bold text-slate-900 dark:text-white">
          {copy.requestTitle}
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-300">{copy.requestHint}</p>
        <ReviewRequest request={{ inquiryId: null, jobId: null, workType: null }} />
      </section>

      <ConfirmDialog
        open={deleting !== null}
        title={copy.confirmTitle}
        message={deleting ? copy.confirmMessage(deleting.name) : ''}
        confirmLabel={copy.confirmDelete}
        danger
        busy={busy}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
