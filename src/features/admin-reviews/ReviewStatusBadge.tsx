import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { REVIEW_STATUS_LABELS } from '@/domain/categories';
import type { ReviewStatus } from '@/domain/types';

const tones: Record<ReviewStatus, BadgeTone> = {
  pending: 'yellow',
  approved: 'green',
  hidden: 'grey',
};

/** 대기 (yellow), 공개 (green), 숨김 (grey). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return (
    <Badge tone={tones[status]} ring inline data-status={status}>
      {REVIEW_STATUS_LABELS[status]}
    </Badge>
  );
}
