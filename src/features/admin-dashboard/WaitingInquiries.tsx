import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/copy';
import { LoadFailed } from '@/components/ui/LoadFailed';
import { adminInquiryHref } from '@/config/routes';
import { responseDeadline } from '@/domain/site-settings/business-time';
import type { SiteSettings } from '@/domain/site-settings/types';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { formatDuration } from '@/lib/format-duration';
import { useStoredSiteSettings } from '@/lib/server-state/site-settings-queries';
import { useSiteSettings } from '@/lib/site-settings/site-settings-context';
import { useWaitingInquiries } from './api/response-times';
import { dashboardCopy } from './copy';

const { waiting: copy } = dashboardCopy;
const sectionClass = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

/** Whether the response promise of the site settings (사이트 설정) is broken for this inquiry at `now`. */
function isOverdue(settings: SiteSettings, inquiry: Inquiry, now: Date): boolean {
  if (!inquiry.submittedAt) return false;
  const deadline = responseDeadline(settings.responsePromise, settings.company.hours, inquiry.submittedAt);
  return deadline !== null && deadline.getTime() < now.getTime();
}

function WaitingRow({ inquiry, now, overdue }: { inquiry: Inquiry; now: Date; overdue: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
      <Link
        to={adminInquiryHref(inquiry.id)}
        className="min-h-12 content-center font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {inquiry.name}
      </Link>
      {inquiry.submittedAt && (
        <span
          className={cn(
            'text-sm tabular-nums',
            overdue ? 'font-bold text-red-700 dark:text-red-300' : 'text-slate-700 dark:text-slate-300',
          )}
        >
          <time dateTime={inquiry.submittedAt.toISOString()} title={formatDateTime(inquiry.submittedAt)}>
            {copy.waited(formatDuration(now.getTime() - inquiry.submittedAt.getTime()))}
          </time>
          {overdue && ` · ${copy.overdue}`}
        </span>
      )}
    </li>
  );
}

/**
 * The inquiries nobody has called or texted yet, oldest first, each with how long it has waited; in red, and
 * saying so, once the response promise of the site settings is broken.
 */
export function WaitingInquiries({ now }: { now: Date }) {
  const headingId = useId();
  // The stored settings (shared with 사이트 설정 and the launch checklist), so a promise just saved counts at once;
  // the settings the app started with until they are read.
  const shown = useSiteSettings();
  const settings = useStoredSiteSettings().data?.settings ?? shown;
  const query = useWaitingInquiries();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className="text-lg font-bold">
        {copy.title}
      </h2>
      <p className="mb-2 mt-1 text-sm text-slate-600 dark:text-slate-400">{copy.intro}</p>
      {query.isError ? (
        <LoadFailed message={copy.failed} retryLabel={copy.retry} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <p role="status" className="text-slate-600 dark:text-slate-400">
          {ui.loading}
        </p>
      ) : query.data.length === 0 ? (
        <p className="text-slate-700 dark:text-slate-300">{copy.none}</p>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-slate-200 dark:divide-slate-800">
          {query.data.map((inquiry) => (
            <WaitingRow key={inquiry.id} inquiry={inquiry} now={now} overdue={isOverdue(settings, inquiry, now)} />
          ))}
        </ul>
      )}
    </section>
  );
}
