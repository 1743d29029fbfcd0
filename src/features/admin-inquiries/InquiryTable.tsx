import { ActionMenu } from '@/components/ui/ActionMenu';
import { EyeIcon } from '@/components/ui/admin-icons';
import { ui } from '@/components/ui/copy';
import { formatPhoneNumber } from '@/domain/phone';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { inquiriesCopy } from './copy';
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
// column shrinks to fit rather than push the others onto two lines).
const th = 'whitespace-nowrap px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 dark:text-slate-300';
const td = 'whitespace-nowrap px-3 py-3 align-middle';
const cut = 'block truncate';
/** The e-mail column from 1280 px; below that it is in the detail (the phone is how staff answer). */
const emailColumn = 'hidden xl:table-cell';
const actionButton = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition';

/**
 * The inquiry list from 768 px (phones get InquiryCards). The owner's columns (name, e-mail, content summary, received
 * date, status, actions: view, delete), with the phone beside the name: it is always there and is how staff answer,
 * while the e-mail is optional. 삭제 is in the row's ⋯ menu (as on the images page), still confirmed.
 */
export function InquiryTable({ items, onView, onDelete }: InquiryTableProps) {
  return (
    <table className="w-full rounded-2xl border border-slate-200 bg-white text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <thead className="border-b border-slate-200 dark:border-slate-800">
        <tr>
          <th scope="col" className={th}>
            {columns.name}
          </th>
          <th scope="col" className={th}>
            {columns.phone}
          </th>
          <th scope="col" className={cn(th, emailColumn)}>
            {columns.email}
          </th>
          <th scope="col" className={cn(th, 'w-full')}>
            {columns.message}
          </th>
          <th scope="col" className={cn(th, 'whitespace-nowrap')}>
            {columns.submittedAt}
          </th>
          <th scope="col" className={th}>
            {columns.status}
          </th>
          <th scope="col" className={cn(th, 'text-right')}>
            {columns.actions}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((inquiry) => (
          <tr key={inquiry.id}>
            <td className={cn(td, 'font-semibold text-slate-900 dark:text-white')}>
              <span className={cn(cut, 'max-w-32')} title={inquiry.name}>
                {inquiry.name}
              </span>
            </td>
            <td className={cn(td, 'tabular-nums text-slate-800 dark:text-slate-200')}>{formatPhoneNumber(inquiry.phone)}</td>
            <td className={cn(td, emailColumn, 'text-slate-700 dark:text-slate-300')}>
              {inquiry.email ? (
                <span className={cn(cut, 'max-w-48')} title={inquiry.email}>
                  {inquiry.email}
                </span>
              ) : (
                <span className="text-slate-600 dark:text-slate-400">{inquiriesCopy.noEmail}</span>
              )}
            </td>
            <td className={cn(td, 'w-full max-w-0 text-slate-800 dark:text-slate-200')}>
              <span className={cut}>{summarizeMessage(inquiry.message)}</span>
            </td>
            <td className={cn(td, 'whitespace-nowrap text-slate-700 dark:text-slate-300')}>
              {inquiry.submittedAt ? (
                <time dateTime={inquiry.submittedAt.toISOString()}>{formatDateTime(inquiry.submittedAt)}</time>
              ) : (
                ui.noDate
              )}
            </td>
            <td className={td}>
              <StatusBadge status={inquiry.status} />
            </td>
            <td className={td}>
              <div className="flex justify-end gap-2">
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
