import { useId } from 'react';
import { TrashIcon } from '@/components/ui/admin-icons';
import { AdminDateTime } from '@/components/ui/AdminDateTime';
import { ui } from '@/components/ui/copy';
import { formatPhoneNumber } from '@/domain/phone';
import type { Inquiry } from '@/domain/types';
import { useNow } from '@/lib/use-now';
import { ContactButtons } from './ContactButtons';
import { inquiriesCopy } from './copy';
import { CameraIcon } from './inbox-icons';
import { workTypeLabel } from './inquiry-labels';
import { summarizeMessage } from './inquiry-summary';
import { StatusBadge } from './StatusBadge';

interface InquiryCardsProps {
  items: Inquiry[];
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

function InquiryCard({ inquiry, now, onView, onDelete }: { inquiry: Inquiry; now: Date } & Omit<InquiryCardsProps, 'items'>) {
  const nameId = useId();
  const details = [workTypeLabel(inquiry), inquiry.region].filter((value): value is string => value !== null);
  return (
    <article
      aria-labelledby={nameId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={nameId} className="truncate text-lg font-bold text-slate-900 dark:text-white">
            {inquiry.name}
          </h2>
          <p className="text-base font-semibold tabular-nums text-slate-800 dark:text-slate-100">{formatPhoneNumber(inquiry.phone)}</p>
        </div>
        <StatusBadge status={inquiry.status} />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {inquiry.submittedAt ? (
          <AdminDateTime date={inquiry.submittedAt} now={now} ageClassName="font-semibold text-slate-800 dark:text-slate-200" />
        ) : (
          ui.noDate
        )}
      </p>

      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        {details.length > 0 && <span>{details.join(' · ')}</span>}
        <span className="inline-flex items-center gap-1">
          <CameraIcon width={16} height={16} />
          {inquiry.photoCount > 0 ? inquiriesCopy.photoCount(inquiry.photoCount) : inquiriesCopy.noPhotos}
        </span>
      </p>
      <p className="text-sm text-slate-800 dark:text-slate-200">{summarizeMessage(inquiry.message)}</p>

      <ContactButtons inquiry={inquiry} />
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => onView(inquiry)}
          aria-label={`${inquiriesCopy.rowLabel(inquiry.name)} ${inquiriesCopy.view}`}
          className="inline-flex min-h-12 flex-1 items-center justify-center rounded-xl border border-slate-300 px-4 text-base font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {inquiriesCopy.viewDetail}
        </button>
        {/* Set apart and quieter than the actions staff use all day; still confirmed before anything is deleted. */}
        <button
          type="button"
          onClick={() => onDelete(inquiry)}
          aria-label={`${inquiriesCopy.rowLabel(inquiry.name)} ${inquiriesCopy.delete}`}
          className="inline-flex min-h-12 min-w-12 items-center justify-center rounded-xl text-red-700 hover:bg-red-50 dark:text-red-300 dark:hover:bg-red-950/60"
        >
          <TrashIcon width={20} height={20} />
        </button>
      </div>
    </article>
  );
}

/**
 * The inquiry list on phones (below 768 px): a card per inquiry with what staff need to call back at once: name,
 * formatted phone, when it was received (and how long ago), work type, region, status, photo count, and large 전화 and 문자 buttons.
 */
export function InquiryCards({ items, onView, onDelete }: InquiryCardsProps) {
  const now = useNow();
  return (
    <ul aria-label={inquiriesCopy.cardsLabel} className="flex flex-col gap-3">
      {items.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard inquiry={inquiry} now={now} onView={onView} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}
