import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { INQUIRY_STATUS_LABELS } from '@/domain/categories';
import type { InquiryStatus } from '@/domain/types';

/** Status badge colours: green 신규, yellow 확인중, blue 답변완료 (text at AA contrast in both themes). */
const tones: Record<InquiryStatus, BadgeTone> = {
  new: 'green',
  checking: 'yellow',
  answered: 'blue',
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge tone={tones[status]} ring inline data-status={status}>
      {INQUIRY_STATUS_LABELS[status]}
    </Badge>
  );
}
