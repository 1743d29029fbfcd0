import { ToggleFilter, type ToggleFilterOption } from '@/components/ui/ToggleFilter';
import { REVIEW_STATUSES, REVIEW_STATUS_LABELS } from '@/domain/categories';
import type { ReviewStatus } from '@/domain/types';
import { reviewsAdminCopy } from './copy';

const options: ToggleFilterOption<ReviewStatus>[] = [
  { value: undefined, label: reviewsAdminCopy.filterAll },
  ...REVIEW_STATUSES.map((status) => ({ value: status, label: REVIEW_STATUS_LABELS[status] })),
];

/** 전체 / 대기 / 공개 / 숨김. */
export function ReviewStatusFilter({
  value,
  onChange,
}: {
  value: ReviewStatus | undefined;
  onChange: (value: ReviewStatus | undefined) => void;
}) {
  return <ToggleFilter label={reviewsAdminCopy.filterLabel} options={options} value={value} onChange={onChange} />;
}
