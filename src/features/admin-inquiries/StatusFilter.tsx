import { INQUIRY_STATUSES } from '../../config/constants';
import type { InquiryStatus } from '../../domain/types';
import { inquiriesCopy } from './copy';

interface StatusFilterProps {
  value: InquiryStatus | undefined;
  onChange: (value: InquiryStatus | undefined) => void;
  disabled?: boolean;
}

const options: { value: InquiryStatus | undefined; label: string }[] = [
  { value: undefined, label: inquiriesCopy.filterAll },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: status })),
];

/** 전체 / 신규 / 확인중 / 답변완료: a row of toggle buttons (aria-pressed). */
export function StatusFilter({ value, onChange, disabled = false }: StatusFilterProps) {
  return (
    <div role="group" aria-label={inquiriesCopy.filterLabel} className="grid grid-cols-4 gap-1 rounded-xl bg-slate-200/70 p-1 sm:inline-grid dark:bg-slate-800">
      {options.map((option) => {
        const active = option.value === value;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={active}
            disabled={disabled && !active}
            onClick={() => {
              if (!active) onChange(option.value);
            }}
            className={`min-h-11 rounded-lg px-3 text-sm font-semibold whitespace-nowrap transition sm:px-4 ${
              active
                ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-white'
                : 'text-slate-700 hover:bg-white/60 dark:text-slate-300 dark:hover:bg-slate-700'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
