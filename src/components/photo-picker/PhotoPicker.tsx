import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import { cn } from '@/lib/cn';
import { CloseIcon, ImageIcon } from '../ui/icons';
import { ProgressBar } from '../ui/ProgressBar';
import { photoPickerCopy as pickerCopy } from './copy';
import type { PhotoPickerState } from './use-photo-picker';

interface PhotoPickerProps {
  picker: PhotoPickerState;
  /** The most photos (the hook's maxFiles). */
  max: number;
  title: string;
  /** A short note after the title ('(선택)'). */
  titleNote: string;
  hint: string;
  disabled: boolean;
  /** Progress of the photos being sent, or null. */
  progress: number | null;
}

const labelClass = 'block text-sm font-semibold text-slate-800 dark:text-slate-200';

/**
 * Up to `max` photos from the camera or the library (accept="image/*": phones offer both), shown as thumbnails with
 * a remove button each, and one progress bar while they are sent (the contact form's, the customer's review form's).
 */
export function PhotoPicker({ picker, max: MAX, title, titleNote, hint, disabled, progress }: PhotoPickerProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { photos, preparing, notice } = picker;
  const full = photos.length >= MAX;

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same photo can be picked again after it was removed.
    event.target.value = '';
    if (files.length > 0) picker.add(files);
  };

  // Photos picked on a server-rendered page before the app had started: the input holds them; pick them as React's.
  useEffect(() => {
    if (inputRef.current?.files?.length) inputRef.current.dispatchEvent(new Event('change', { bubbles: true }));
  }, []);

  const remove = (key: number) => {
    picker.remove(key);
    // The button is gone: the add control is the sensible place to continue.
    inputRef.current?.focus();
  };

  return (
    <div data-field>
      <p id={`${id}-title`} className={labelClass}>
        {title}
        <span className="ml-1 font-normal text-slate-600 dark:text-slate-400">{titleNote}</span>
      </p>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {hint}
      </p>

      {photos.length > 0 && (
        <ul aria-labelledby={`${id}-title`} className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
          {photos.map((photo, index) => (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 dark:border-slate-700">
              <img src={photo.previewUrl} alt={pickerCopy.previewAlt(index + 1, photo.name)} className="h-full w-full object-cover" />
              <button
                type="button"
                onClick={() => remove(photo.key)}
                disabled={disabled}
                aria-label={pickerCopy.remove(index + 1)}
                className="absolute top-1 right-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-slate-950/80 text-white hover:bg-slate-950 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white disabled:opacity-50"
              >
                <CloseIcon className="h-5 w-5" />
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:focus-within:outline-brand-400',
            disabled || full ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-700',
          )}
        >
          <ImageIcon className="h-5 w-5" />
          {pickerCopy.add}
          <input
            ref={inputRef}
            type="file"
            name="photos"
            accept="image/*"
            multiple
            disabled={disabled || full}
            onChange={pick}
            aria-describedby={`${id}-hint ${id}-count`}
            className="sr-only"
          />
        </label>
        <p id={`${id}-count`} className="text-sm text-slate-600 tabular-nums dark:text-slate-400">
          {pickerCopy.count(photos.length, MAX)}
        </p>
      </div>

      <div role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {preparing && <p>{pickerCopy.preparing}</p>}
        {notice && <p className="font-medium text-amber-800 dark:text-amber-300">{notice}</p>}
      </div>

      {progress !== null && (
        <div className="mt-3">
          <ProgressBar percent={progress} label={pickerCopy.progressLabel} status={pickerCopy.progressStatus} />
        </div>
      )}
    </div>
  );
}
