import type { Inquiry } from '../../domain/types';
import { summarizeMessage } from './inquiry-summary';
import { EyeIcon, TrashIcon } from '../../components/ui/admin-icons';
import { StatusBadge } from './StatusBadge';
import { ui } from '../../components/ui/copy';
import { inquiriesCopy } from './copy';
import { formatKoreanDate } from '../../lib/format-date';

interface InquiryTableProps {
  items: Inquiry[];
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

const { columns } = inquiriesCopy;
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 dark:text-slate-300';
/** On phones each cell is a block inside a card; the explicit roles keep the table semantics when display changes. */
const td = 'block md:table-cell md:px-4 md:py-3 md:align-middle';
const cellLabel = 'mr-2 text-xs font-semibold text-slate-600 md:hidden dark:text-slate-400';
const actionButton =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg border px-3 text-sm font-semibold transition md:flex-none';

/**
 * Spec 2: name, e-mail, content summary, received date, status, actions (view, delete).
 * A table from the md breakpoint; stacked cards on phones (no horizontal scrolling).
 */
export function InquiryTable({ items, onView, onDelete }: InquiryTableProps) {
  return (
    <table role="table" className="block w-full text-sm md:table md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm dark:md:border-slate-800 dark:md:bg-slate-900">
      <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group md:border-b md:border-slate-200 dark:md:border-slate-800">
        <tr role="row">
          <th role="columnheader" scope="col" className={th}>{columns.name}</th>
          <th role="columnheader" scope="col" className={th}>{columns.email}</th>
          <th role="columnheader" scope="col" className={th}>{columns.message}</th>
          <th role="columnheader" scope="col" className={`${th} whitespace-nowrap`}>{columns.submittedAt}</th>
          <th role="columnheader" scope="col" className={th}>{columns.status}</th>
          <th role="columnheader" scope="col" className={`${th} md:text-right`}>{columns.actions}</th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group md:divide-y md:divide-slate-200 dark:md:divide-slate-800">
        {items.map((inquiry) => (
          <tr
            key={inquiry.id}
            role="row"
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:shadow-none dark:border-slate-800 dark:bg-slate-900 md:dark:bg-transparent"
          >
            <td role="cell" className={`${td} min-w-0 text-base font-semibold text-slate-900 md:text-sm dark:text-white`}>{inquiry.name}</td>
            <td role="cell" className={`${td} col-span-2 row-start-3 min-w-0 break-all text-slate-700 md:break-normal dark:text-slate-300`}>
              <span className={cellLabel}>{columns.email}</span>
              {inquiry.email ?? <span className="text-slate-600 dark:text-slate-400">{inquiriesCopy.noEmail}</span>}
            </td>
            <td role="cell" className={`${td} col-span-2 row-start-2 text-slate-800 md:max-w-xs dark:text-slate-200`}>{summarizeMessage(inquiry.message)}</td>
            <td role="cell" className={`${td} col-span-2 row-start-4 whitespace-nowrap text-slate-700 dark:text-slate-300`}>
              <span className={cellLabel}>{columns.submittedAt}</span>
              {inquiry.submittedAt ? (
                <time dateTime={inquiry.submittedAt.toISOString()}>{formatKoreanDate(inquiry.submittedAt)}</time>
              ) : (
                ui.noDate
              )}
            </td>
            <td role="cell" className={`${td} col-start-2 row-start-1 justify-self-end`}>
              <StatusBadge status={inquiry.status} />
            </td>
            <td role="cell" className={`${td} col-span-2 row-start-5 pt-1 md:pt-3`}>
              <div className="flex gap-2 md:justify-end">
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
