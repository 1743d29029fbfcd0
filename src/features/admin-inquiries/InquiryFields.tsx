import type { ReactNode } from 'react';
import { ui } from '@/components/ui/copy';
import { site } from '@/config/site';
import { formatPhoneNumber } from '@/domain/phone';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { inquiriesCopy } from './copy';
import { FirstContactText } from './FirstContactText';
import { callTimeLabel, workTypeLabel } from './inquiry-labels';

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200';
const quiet = 'text-slate-600 dark:text-slate-400';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm font-semibold text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

function DateTime({ date }: { date: Date | null }) {
  return date ? <time dateTime={date.toISOString()}>{formatDateTime(date)}</time> : <>{ui.noDate}</>;
}

/** Every field of an inquiry: contact, the visitor's choices, dates, retention, consent, message. */
export function InquiryFields({ inquiry, photos }: { inquiry: Inquiry; photos: ReactNode }) {
  const { columns } = inquiriesCopy;
  const chosen = (value: string | null) => value ?? <span className={quiet}>{inquiriesCopy.notChosen}</span>;
  return (
    <dl className="divide-y divide-slate-200 dark:divide-slate-800">
      <Row label={columns.name}>{inquiry.name}</Row>
      <Row label={inquiriesCopy.phone}>
        <span className="text-lg font-semibold tabular-nums">{formatPhoneNumber(inquiry.phone)}</span>
      </Row>
      <Row label={columns.email}>
        {inquiry.email ? (
          <a href={`mailto:${inquiry.email}`} className={cn(linkClass, 'break-all')}>
            {inquiry.email}
          </a>
        ) : (
          <span className={quiet}>{inquiriesCopy.noEmail}</span>
        )}
      </Row>
      <Row label={inquiriesCopy.workType}>{chosen(workTypeLabel(inquiry))}</Row>
      <Row label={inquiriesCopy.region}>{chosen(inquiry.region)}</Row>
      <Row label={inquiriesCopy.preferredCallTime}>{chosen(callTimeLabel(inquiry))}</Row>
      <Row label={inquiriesCopy.message}>
        <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 leading-relaxed dark:bg-slate-950/60" data-testid="inquiry-message">
          {inquiry.message}
        </p>
      </Row>
      <Row label={inquiriesCopy.photos}>{photos}</Row>
      <Row label={inquiriesCopy.receivedAt}>
        <DateTime date={inquiry.submittedAt} />
      </Row>
      <Row label={inquiriesCopy.firstContact}>
        <FirstContactText inquiry={inquiry} />
      </Row>
      <Row label={inquiriesCopy.retainUntil}>
        {inquiry.retainUntil ? (
          // The period as the visitor agreed to it (the consent notice's words, site.inquiryRetention), and its end.
          inquiriesCopy.retainUntilValue(site.inquiryRetention, formatDate(inquiry.retainUntil))
        ) : (
          <span className={quiet}>{inquiriesCopy.noRetainUntil}</span>
        )}
      </Row>
      {inquiry.privacyConsentVersion && (
        <Row label={inquiriesCopy.consent}>
          {inquiriesCopy.consentRecord(
            inquiry.privacyConsentVersion,
            inquiry.privacyConsentAt ? formatDateTime(inquiry.privacyConsentAt) : null,
          )}
        </Row>
      )}
    </dl>
  );
}
