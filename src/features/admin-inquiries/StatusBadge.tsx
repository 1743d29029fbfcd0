import { Badge, type BadgeTone } from '@/components/ui/Badge';
import type { InquiryStatus } from '@/domain/types';

/** Status badge colours: green 신규, yellow 확인중, blue 답변완료 (text at AA contrast in both themes). */
const tones: Record<InquiryStatus, BadgeTone> = {
  신규: 'green',
  확인중: 'yellow',
  답변완료: 'blue',
};

export function StatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge tone={tones[status]} ring inline data-status={status}>
      {status}
    </Badge>
  );
}
