import { useId } from 'react';
import { Link } from 'react-router-dom';
import { AdminDateTime } from '@/components/ui/AdminDateTime';
import { ui } from '@/components/ui/copy';
import { ChevronRightIcon, PhoneIcon } from '@/components/ui/icons';
import { adminInquiryHref, INQUIRY_LIST_PARAMS, paths } from '@/config/routes';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { formatPhoneNumber } from '@/domain/phone';
import { telHref } from '@/domain/phone-links';
import type { Inquiry } from '@/domain/types';
import { useFirstContact } from '@/lib/first-contact/use-first-contact';
import { inquiryGist, visitorInquiryCopy } from '@/lib/new-inquiries/inquiry-gist';
import { useNow } from '@/lib/use-now';
import { useNewInquiryList } from './api/new-inquiry-list';
import { newInquiriesPanelCopy as copy } from './copy';

/** The inquiry list filtered to 신규. */
const newListHref = `${paths.adminInquiries}?${INQUIRY_LIST_PARAMS.status}=${INITIAL_INQUIRY_STATUS}`;

const box = 'rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900';

function NewInquiryRow({ inquiry, now }: { inquiry: Inquiry; now: Date }) {
  const recordFirstContact = useFirstContact();
  return (
    <li className="flex items-center gap-3 px-4 py-3 sm:px-5">
      <Link to={adminInquiryHref(inquiry.id)} className="group min-w-0 flex-1 rounded-lg focus-visible:outline-offset-4">
        <span className="flex items-baseline gap-2">
          <span className="truncate text-base font-bold text-slate-900 group-hover:underline dark:text-white">{inquiry.name}</span>
          <span className="shrink-0 text-sm tabular-nums text-slate-700 dark:text-slate-300">{formatPhoneNumber(inquiry.phone)}</span>
        </span>
        <span className="block truncate text-sm text-slate-700 dark:text-slate-300">{inquiryGist(inquiry)}</span>
        <span className="block truncate text-xs text-slate-600 dark:text-slate-400">
          {inquiry.submittedAt ? (
            <AdminDateTime date={inquiry.submittedAt} now={now} ageClassName="font-semibold text-slate-800 dark:text-slate-200" />
          ) : (
            ui.noDate
          )}
        </span>
      </Link>
      <a
        href={telHref(inquiry.phone)}
        aria-label={visitorInquiryCopy.callLabel(inquiry.name)}
        onClick={() => recordFirstContact(inquiry)}
        className="inline-flex min-h-12 shrink-0 items-center gap-1.5 rounded-xl bg-brand-500 px-4 text-base font-bold text-slate-950 hover:bg-brand-400"
      >
        <PhoneIcon width={18} height={18} />
        {visitorInquiryCopy.call}
      </a>
    </li>
  );
}

/**
 * The dashboard's first block: the newest 신규 inquiries, each with what it is about, when it came, and 전화 (one tap
 * to call back from a building site); the rest of the row opens the inquiry, and 모두 보기 the list of every 신규
 * one. Reads one small page (api/new-inquiry-list.ts).
 */
export function NewInquiriesPanel() {
  const list = useNewInquiryList();
  const now = useNow();
  const headingId = useId();
  const count = list.status === 'ready' ? list.count : null;
  return (
    <section aria-labelledby={headingId} className={box}>
      <div className="flex items-center justify-between gap-3 border-b border-slate-200 px-4 py-3 sm:px-5 dark:border-slate-800">
        <h2 id={headingId} className="text-lg font-bold">
          {copy.title}
          {count !== null && count > 0 && (
            <span className="ml-2 text-base font-semibold text-brand-700 dark:text-brand-300">{copy.count(count)}</span>
          )}
        </h2>
        {count !== null && count > 0 && (
          <Link
            to={newListHref}
            aria-label={copy.allLabel}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            {copy.all}
            <ChevronRightIcon width={16} height={16} />
          </Link>
        )}
      </div>
      {list.status === 'loading' && (
        <div className="flex flex-col gap-3 px-4 py-3 sm:px-5" aria-busy="true">
          <p role="status" className="sr-only">
            {ui.loading}
          </p>
          {[0, 1].map((row) => (
            <div key={row} className="flex items-center gap-3" aria-hidden="true">
              <div className="flex flex-1 flex-col gap-2">
                <div className="h-4 w-1/2 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
                <div className="h-3 w-3/4 animate-pulse rounded bg-slate-200 dark:bg-slate-800" />
              </div>
              <div className="h-12 w-20 animate-pulse rounded-xl bg-slate-200 dark:bg-slate-800" />
            </div>
          ))}
        </div>
      )}
      {list.status === 'error' && (
        <p className="flex flex-wrap items-center gap-3 px-4 py-4 text-sm text-slate-700 sm:px-5 dark:text-slate-200">
          {copy.failed}
          <button
            type="button"
            onClick={list.retry}
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {copy.retry}
          </button>
        </p>
      )}
      {list.status === 'ready' &&
        (list.items.length === 0 ? (
          <p className="px-4 py-5 text-slate-600 sm:px-5 dark:text-slate-300">{copy.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.items.map((inquiry) => (
              <NewInquiryRow key={inquiry.id} inquiry={inquiry} now={now} />
            ))}
          </ul>
        ))}
    </section>
  );
}
