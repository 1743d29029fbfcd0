import type { Inquiry } from '../../domain/types';
import { formatPhoneNumber } from '../../domain/phone';
import { summarizeMessage } from './inquiry-summary';
import { EyeIcon, TrashIcon } from '../../components/ui/admin-icons';
import { StatusBadge } from './StatusBadge';
import { ui } from '../../components/ui/copy';
import { inquiriesCopy } from './copy';
import { formatDateTime } from '../../lib/format-date';

interface InquiryTableProps {
  items: Inquiry[];
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

const { columns } = inquiriesCopy;
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 dark:text-slate-300';
const td = 'px-4 py-3 align-middle';
const actionButton = 'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition';

/**
 * The inquiry list from 768 px (phones get InquiryCards). Spec 2's columns (name, e-mail, content summary, received
 * date, status, actions: view, delete), with the phone beside the name: it is always there and is how staff answer,
 * while the e-mail is optional.
 */
export function InquiryTable({ items, onView, onDelete }: InquiryTableProps) {
  return (
    <table className="w-full rounded-2xl border border-slate-200 bg-white text-sm shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <thead className="border-b border-slate-200 dark:border-slate-800">
        <tr>
          <th scope="col" className={th}>{columns.name}</th>
          <th scope="col" className={th}>{columns.phone}</th>
          <th scope="col" className={th}>{columns.email}</th>
          <th scope="col" className={th}>{columns.message}</th>
          <th scope="col" className={`${th} whitespace-nowrap`}>{columns.submittedAt}</th>
          <th scope="col" className={th}>{columns.status}</th>
          <th scope="col" className={`${th} text-right`}>{columns.actions}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
        {items.map((inquiry) => (
          <tr key={inquiry.id}>
            <td className={`${td} font-semibold text-slate-900 dark:text-white`}>{inquiry.name}</td>
            <td className={`${td} whitespace-nowrap tabular-nums text-slate-800 dark:text-slate-200`}>{formatPhoneNumber(inquiry.phone)}</td>
            <td className={`${td} max-w-48 break-all text-slate-700 dark:text-slate-300`}>
              {inquiry.email ?? <span className="text-slate-600 dark:text-slate-400">{inquiriesCopy.noEmail}</span>}
            </td>
            <td className={`${td} max-w-xs text-slate-800 dark:text-slate-200`}>{summarizeMessage(inquiry.message)}</td>
            <td className={`${td} whitespace-nowrap text-slate-700 dark:text-slate-300`}>
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
                  className={`${actionButton} border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`}
                >
                  <EyeIcon width={18} height={18} />
                  {inquiriesCopy.view}
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(inquiry)}
                  aria-label={`${inquiriesCopy.rowLabel(inquiry.name)} ${inquiriesCopy.delete}`}
                  className={`${actionButton} border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/60`}
                >
                  <TrashIcon width={18} height={18} />
                  {inquiriesCopy.delete}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
