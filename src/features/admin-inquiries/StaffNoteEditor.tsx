import { useId, useState } from 'react';
import { STAFF_NOTE_MAX } from '@/config/limits';
import { normalizeStaffNote } from '@/domain/staff-note';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { inquiriesCopy } from './copy';

interface StaffNoteEditorProps {
  inquiry: Inquiry;
  /** What is typed; kept by the page per inquiry, so closing the detail or a failed save loses nothing. */
  draft: string;
  onDraftChange: (text: string) => void;
  /** Saves; resolves to whether it was saved (the page shows the toast). */
  onSave: (text: string) => Promise<boolean>;
}

const { note: copy } = inquiriesCopy;

/**
 * The admin-only note on an inquiry: a textarea with its character count against STAFF_NOTE_MAX and an explicit
 * 저장 button (a toast says it was saved or why not; the text stays in the box on failure). The button is never
 * `disabled` (a disabled button drops the focus out of the dialog): while it cannot save it says why.
 */
export function StaffNoteEditor({ inquiry, draft, onDraftChange, onSave }: StaffNoteEditorProps) {
  const fieldId = useId();
  const [saving, setSaving] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const stored = normalizeStaffNote(draft);
  const length = stored?.length ?? 0;
  const tooLong = length > STAFF_NOTE_MAX;
  const unchanged = stored === inquiry.staffNote;

  const save = async () => {
    if (saving) return;
    if (tooLong) return;
    if (unchanged) {
      setHint(copy.unchanged);
      return;
    }
    setHint(null);
    setSaving(true);
    await onSave(draft);
    setSaving(false);
  };

  return (
    <div className="mt-4 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      <label htmlFor={fieldId} className="block text-base font-semibold text-slate-900 dark:text-white">
        {copy.label}
      </label>
      <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {copy.hint}
      </p>
      <textarea
        id={fieldId}
        value={draft}
        rows={4}
        onChange={(event) => {
          onDraftChange(event.target.value);
          setHint(null);
        }}
        aria-describedby={`${fieldId}-hint ${fieldId}-count${tooLong ? ` ${fieldId}-error` : ''}`}
        aria-invalid={tooLong || undefined}
        className="mt-2 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 aria-invalid:border-red-600 dark:border-slate-600 dark:bg-slate-950 dark:text-white"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p
          id={`${fieldId}-count`}
          className={cn(
            'text-sm tabular-nums',
            tooLong ? 'font-semibold text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-400',
          )}
        >
          {copy.count(length, STAFF_NOTE_MAX)}
        </p>
        <button
          type="button"
          onClick={() => void save()}
          aria-disabled={saving || tooLong || undefined}
          className="inline-flex min-h-12 items-center justify-center rounded-xl bg-brand-500 px-5 text-base font-bold text-slate-950 hover:bg-brand-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
        >
          {saving ? copy.saving : copy.save}
        </button>
      </div>
      {tooLong && (
        <p id={`${fieldId}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700 dark:text-red-300">
          {copy.tooLong(STAFF_NOTE_MAX)}
        </p>
      )}
      {hint && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}
