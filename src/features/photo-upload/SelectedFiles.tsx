import { uploadCopy } from './copy';
import { RowPreview, RowRemoveButton } from './PhotoRowParts';
import type { SelectedFile } from './use-upload-form';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
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
            <RowPreview url={entry.previewUrl} sizeClass="h-14 w-14" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{entry.file.name}</p>
              <p className="text-xs text-slate-600 dark:text-slate-300">{formatSize(entry.file.size)}</p>
            </div>
            <RowRemoveButton label={uploadCopy.removeFile(entry.file.name)} onRemove={() => onRemove(entry.id)} disabled={disabled} />
          </li>
        ))}
      </ul>
    </section>
  );
}
