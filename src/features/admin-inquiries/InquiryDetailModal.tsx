import { useId, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { Modal } from '../../components/ui/Modal';
import { INQUIRY_STATUSES } from '../../config/constants';
import { telHref } from '../../config/site';
import type { Inquiry, InquiryStatus } from '../../domain/types';
import { StatusBadge } from './StatusBadge';
import { ui } from '../../components/ui/copy';
import { inquiriesCopy } from './copy';
import { formatKoreanDateTime } from '../../lib/format-date';

interface InquiryDetailModalProps {
  inquiry: Inquiry | null;
  /** True while a status change is being saved. */
  saving: boolean;
  onStatusChange: (inquiry: Inquiry, status: InquiryStatus) => void;
  onClose: () => void;
}

const linkClass = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** The full inquiry (spec 2): message with its line breaks, contact links, received time, consent and status. */
export function InquiryDetailModal({ inquiry, saving, onStatusChange, onClose }: InquiryDetailModalProps) {
  const selectId = useId();
  if (!inquiry) return null;
  const { columns } = inquiriesCopy;
  return (
    <Modal
      open
      title={inquiriesCopy.detailTitle}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {inquiriesCopy.close}
        </Button>
      }
    >
      <div className="mb-2 flex flex-col gap-2 rounded-xl bg-slate-100 p-3 sm:flex-row sm:items-center sm:justify-between dark:bg-slate-800">
        <label htmlFor={selectId} className="flex items-center gap-2 text-sm font-semibold">
          {inquiriesCopy.statusSelect}
          <StatusBadge status={inquiry.status} />
        </label>
        <select
          id={selectId}
          value={inquiry.status}
          disabled={saving}
          aria-describedby={saving ? `${selectId}-saving` : undefined}
          onChange={(event) => onStatusChange(inquiry, event.target.value as InquiryStatus)}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
        >
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        {saving && (
          <p id={`${selectId}-saving`} role="status" className="text-sm text-slate-600 dark:text-slate-300">
            {inquiriesCopy.statusSaving}
          </p>
        )}
      </div>
      <dl className="divide-y divide-slate-200 dark:divide-slate-800">
        <Row label={columns.name}>{inquiry.name}</Row>
        <Row label={inquiriesCopy.phone}>
          <a href={telHref(inquiry.phone)} className={linkClass}>
            {inquiry.phone}
          </a>
        </Row>
        <Row label={columns.email}>
          {inquiry.email ? (
            <a href={`mailto:${inquiry.email}`} className={`${linkClass} break-all`}>
              {inquiry.email}
            </a>
          ) : (
            <span className="text-slate-600 dark:text-slate-400">{inquiriesCopy.noEmail}</span>
          )}
        </Row>
        <Row label={inquiriesCopy.receivedAt}>
          {inquiry.submittedAt ? (
            <time dateTime={inquiry.submittedAt.toISOString()}>{formatKoreanDateTime(inquiry.submittedAt)}</time>
          ) : (
            ui.noDate
          )}
        </Row>
        {inquiry.privacyConsentVersion && (
          <Row label={inquiriesCopy.consent}>
            {inquiriesCopy.consentRecord(
              inquiry.privacyConsentVersion,
              inquiry.privacyConsentAt ? formatKoreanDateTime(inquiry.privacyConsentAt) : null,
            )}
          </Row>
        )}
        <Row label={inquiriesCopy.message}>
          <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 leading-relaxed dark:bg-slate-950/60" data-testid="inquiry-message">
            {inquiry.message}
          </p>
        </Row>
      </dl>
    </Modal>
  );
}
