import { useState } from 'react';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/domain/errors';
import { reportError } from '@/domain/report-error';
import { downloadFile } from '@/lib/download-file';
import { koreaDate } from '@/lib/korea-time';
import { inquiriesCopy } from './copy';
import { exportInquiries } from './export-inquiries';
import { DownloadIcon } from './inbox-icons';
import { exportFileParts, exportScope, type InquiryListFilter, portFilterOf } from './list-filter';

const { export: copy } = inquiriesCopy;

type Progress = { status: 'idle' } | { status: 'working'; read: number | null };

/**
 * CSV 내보내기 of exactly what the list shows: its status, period and search (the period as of the press, as the list
 * reads it). While the pages are read the button says how far it got and ignores presses (aria-disabled: it keeps
 * the focus, unlike `disabled`); then the file downloads as 문의목록[-상태][-기간][-검색어]-YYYY-MM-DD.csv (Korea's
 * date) and a toast says how many inquiries it holds.
 */
export function ExportCsvButton({ filter }: { filter: InquiryListFilter }) {
  const toast = useToast();
  const [progress, setProgress] = useState<Progress>({ status: 'idle' });
  const working = progress.status === 'working';

  const run = async () => {
    if (working) return;
    setProgress({ status: 'working', read: null });
    try {
      const now = new Date();
      const { file, count } = await exportInquiries(portFilterOf(filter, now), (read) => setProgress({ status: 'working', read }));
      downloadFile(file, copy.fileName(exportFileParts(filter, now), koreaDate(now)));
      toast.show('success', copy.done(count));
    } catch (error) {
      reportError('Failed to export the inquiries', error);
      toast.show('error', copy.failed(errorMessage(error)));
    } finally {
      setProgress({ status: 'idle' });
    }
  };

  return (
    <button
      type="button"
      onClick={() => void run()}
      aria-disabled={working || undefined}
      aria-label={working ? undefined : copy.label(exportScope(filter, new Date()))}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 aria-disabled:cursor-progress aria-disabled:opacity-70 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
    >
      <DownloadIcon width={18} height={18} />
      <span aria-live="polite">{working ? (progress.read === null ? copy.preparing : copy.reading(progress.read)) : copy.button}</span>
    </button>
  );
}
