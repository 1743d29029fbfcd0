import { ToggleFilter, type ToggleFilterOption } from '@/components/ui/ToggleFilter';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from '@/domain/categories';
import type { InquiryStatus } from '@/domain/types';
import { inquiriesCopy } from './copy';

interface StatusFilterProps {
  value: InquiryStatus | undefined;
  onChange: (value: InquiryStatus | undefined) => void;
  disabled?: boolean;
}

const options: ToggleFilterOption<InquiryStatus>[] = [
  { value: undefined, label: inquiriesCopy.filterAll },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: INQUIRY_STATUS_LABELS[status] })),
];

/** 전체 / 신규 / 확인중 / 답변완료. */
export function StatusFilter({ value, onChange, disabled = false }: StatusFilterProps) {
  return <ToggleFilter label={inquiriesCopy.filterLabel} options={options} value={value} onChange={onChange} disabled={disabled} />;
}
