import { useId } from 'react';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from '@/domain/categories';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import { inquiriesCopy } from './copy';
import { StatusBadge } from './StatusBadge';

interface StatusControlProps {
  inquiry: Inquiry;
  /** True while a status change is being saved. */
  saving: boolean;
  onStatusChange: (inquiry: Inquiry, status: InquiryStatus) => void;
}

/**
 * The status select of the detail. While a change is saved it stays focusable (aria-busy, and further
 * choices wait): a `disabled` select drops the keyboard focus out of the dialog, after which Escape no longer closes it.
 */
export function StatusControl({ inquiry, saving, onStatusChange }: StatusControlProps) {
  const selectId = useId();
  return (
    <div className="mb-2 flex flex-col gap-2 rounded-xl bg-slate-100 p-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800">
      <label htmlFor={selectId} className="flex items-center gap-2 text-sm font-semibold">
        {inquiriesCopy.statusSelect}
        <StatusBadge status={inquiry.status} />
      </label>
      <select
        id={selectId}
        value={inquiry.status}
        aria-busy={saving}
        aria-describedby={saving ? `${selectId}-saving` : undefined}
        onChange={(event) => {
          if (!saving) onStatusChange(inquiry, event.target.value as InquiryStatus);
        }}
        className="min-h-12 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
      >
        {INQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {INQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {saving && (
        <p id={`${selectId}-saving`} role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {inquiriesCopy.statusSaving}
        </p>
      )}
    </div>
  );
}
