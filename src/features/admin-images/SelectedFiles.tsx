import { useState } from 'react';
import { CloseIcon, ImageIcon } from '@/components/ui/icons';
import { uploadCopy } from './copy';
import type { SelectedFile } from './use-upload-form';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function Preview({ entry }: { entry: SelectedFile }) {
  const [failed, setFailed] = useState(false);
  if (!entry.previewUrl || failed) {
    return (
      <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
        <ImageIcon />
      </span>
    );
  }
  return <img src={entry.previewUrl} alt="" onError={() => setFailed(true)} className="h-14 w-14 shrink-0 rounded-lg object-cover" />;
}

interface SelectedFilesProps {
  entries: SelectedFile[];
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** The chosen photos with a small preview, name and size, each removable before the upload. */
export function SelectedFiles({ entries, onRemove, disabled = false }: SelectedFilesProps) {
  if (entries.length === 0) return null;
  return (
    <section aria-label={uploadCopy.selected(entries.length)}>
      <p className="mb-2 text-sm font-semibold text-slate-800 dark:text-slate-100">{uploadCopy.selected(entries.length)}</p>
      <ul className="max-h-56 space-y-2 overflow-y-auto">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2 dark:border-slate-700">
            <Preview entry={entry} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{entry.file.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">{formatSize(entry.file.size)}</p>
            </div>
            <button
              type="button"
              onClick={() => onRemove(entry.id)}
              disabled={disabled}
              aria-label={uploadCopy.removeFile(entry.file.name)}
              className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <CloseIcon width={20} height={20} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
