import type { ReactNode } from 'react';
import { ActionMenu } from '@/components/ui/ActionMenu';
import { EyeIcon } from '@/components/ui/admin-icons';
import { AdminDateTime } from '@/components/ui/AdminDateTime';
import { ui } from '@/components/ui/copy';
import { formatPhoneNumber } from '@/domain/phone';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { inquiriesCopy } from './copy';
import { workTypeLabel } from './inquiry-labels';
import { summarizeMessage } from './inquiry-summary';
import { StatusBadge } from './StatusBadge';

interface InquiryTableProps {
  items: Inquiry[];
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

const { columns } = inquiriesCopy;
// Every cell keeps its text on one line: a name or an e-mail too long for its column is cut short with an ellipsis
// (whole in its title and in the detail), and the content summary takes what width is left (max-w-0 + w-full: the
// column shrinks to fit rather than push the others onto two lines; min-w keeps a few words of it readable).
const th = 'whitespace-nowrap px-2 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 first:pl-3 dark:text-slate-300';
const td = 'whitespace-nowrap px-2 py-3 align-middle first:pl-3 last:pr-3';
const cut = 'block truncate';
const quiet = 'text-slate-600 dark:text-slate-400';
/** The e-mail column from 1280 px; below that it is in the detail (the phone is how staff answer). */
const emailColumn = 'hidden xl:table-cell';
const actionButton = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition';

/** The columns, in order; the content summary takes what width is left. */
const headers: readonly { label: string; className?: string }[] = [
  { label: columns.name },
  { label: columns.phone },
  { label: columns.email, className: emailColumn },
  { label: columns.workType },
  { label: columns.region },
  { label: columns.photos },
  { label: columns.message, className: 'w-full' },
  { label: columns.submittedAt },
  { label: columns.status },
  { label: columns.actions, className: 'text-right' },
];

/** A visitor's optional choice, or a quiet dash that reads as 선택 안 함. */
function Chosen({ value }: { value: string | null }): ReactNode {
  if (value !== null) return value;
  return (
    <span className={quiet}>
      <span aria-hidden="true">–</span>
      <span className="sr-only">{inquiriesCopy.notChosen}</span>
    </span>
  );
}

/**
 * The inquiry list from 768 px (phones get InquiryCards). The owner's columns (name, e-mail, content summary, received
 * date, status, actions: view, delete), with the phone beside the name (it is always there and is how staff answer,
 * while the e-mail is optional) and, as on the phone cards, what the visitor chose: 공사 종류, 지역 and how many 사진
 * came with it. 삭제 is in the row's ⋯ menu (as on the photos page), still confirmed.
 */
export function InquiryTable({ items, onView, onDelete }: InquiryTableProps) {
  return (
    <table className="w-full rounded-2xl border border-slate-200 bg-white text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <thead className="border-b border-slate-200 dark:border-slate-800">
        <tr>
          {headers.map(({ label, className }) => (
            <th key={label} scope="col" className={cn(th, className)}>
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((inquiry) => (
          <tr key={inquiry.id}>
            <td className={cn(td, 'font-semibold text-slate-900 dark:text-white')}>
              <span className={cn(cut, 'max-w-24')} title={inquiry.name}>
                {inquiry.name}
              </span>
            </td>
            <td className={cn(td, 'tabular-nums text-slate-800 dark:text-slate-200')}>{formatPhoneNumber(inquiry.phone)}</td>
            <td className={cn(td, emailColumn, 'text-slate-700 dark:text-slate-300')}>
              {inquiry.email ? (
                <span className={cn(cut, 'max-w-36')} title={inquiry.email}>
                  {inquiry.email}
                </span>
              ) : (
                <span className={quiet}>{inquiriesCopy.noEmail}</span>
              )}
            </td>
            <td className={cn(td, 'text-slate-800 dark:text-slate-200')}>
              <Chosen value={workTypeLabel(inquiry)} />
            </td>
            <td className={cn(td, 'text-slate-800 dark:text-slate-200')}>
              <Chosen value={inquiry.region} />
            </td>
            <td className={cn(td, 'tabular-nums text-slate-800 dark:text-slate-200')}>
              {inquiry.photoCount > 0 ? (
                inquiriesCopy.photoCells(inquiry.photoCount)
              ) : (
                <span className={quiet}>{inquiriesCopy.noPhotoCell}</span>
              )}
            </td>
            <td className={cn(td, 'w-full max-w-0 min-w-32 text-slate-800 dark:text-slate-200')}>
              <span className={cut}>{summarizeMessage(inquiry.message)}</span>
            </td>
            <td className={cn(td, 'tabular-nums text-slate-700 dark:text-slate-300')}>
              {inquiry.submittedAt ? <AdminDateTime date={inquiry.submittedAt} /> : ui.noDate}
            </td>
            <td className={td}>
              <StatusBadge status={inquiry.status} />
            </td>
            <td className={td}>
              <div className="flex justify-end gap-1.5">
                <button
                  type="button"
                  onClick={() => onView(inquiry)}
                  aria-label={`${inquiriesCopy.rowLabel(inquiry.name)} ${inquiriesCopy.view}`}
                  className={cn(
                    actionButton,
                    'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
                  )}
                >
                  <EyeIcon width={18} height={18} />
                  {inquiriesCopy.view}
                </button>
                <ActionMenu
                  label={inquiriesCopy.rowMenu(inquiry.name)}
                  items={[{ key: 'delete', label: inquiriesCopy.delete, onSelect: () => onDelete(inquiry), danger: true }]}
                />
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
