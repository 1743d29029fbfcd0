import { useEffect, useId, useRef, useState, type ChangeEvent, type DragEvent, type Ref } from 'react';
import { ImageIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { uploadCopy } from './copy';

interface DropZoneProps {
  /** The main file input, focused when no file was chosen. */
  inputRef?: Ref<HTMLInputElement>;
  onFiles: (files: File[]) => void;
  /** No file chosen yet: the file input is required. */
  empty: boolean;
  error?: string;
  disabled?: boolean;
  /**
   * Opened for the camera (the dashboard's 현장 사진 올리기): the camera button comes first, shown on every device,
   * and opens at once while the tap that led here still counts as the user's (browsers refuse a file chooser
   * without one; then the button has the focus and is one tap away).
   */
  cameraFirst?: boolean;
}

/** Whether the page may still open a file chooser for the user's last tap (navigator.userActivation; Chromium, Safari 16.4+, Firefox 131+). */
function tapStillActive(): boolean {
  return typeof navigator !== 'undefined' && navigator.userActivation?.isActive === true;
}

const primaryLook = 'bg-brand-500 text-slate-950 hover:bg-brand-400';
const secondaryLook =
  'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700';
const pickerClass =
  'relative inline-flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg px-4 py-2 text-base font-semibold transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

/**
 * Where photos are chosen: drop them here, pick them (accept="image/*", which phones offer with the camera),
 * or take one with the camera directly (capture="environment"; shown on touch devices).
 */
export function DropZone({ inputRef, onFiles, empty, error, disabled = false, cameraFirst = false }: DropZoneProps) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const cameraRef = useRef<HTMLInputElement>(null);
  const cameraLaunched = useRef(false);

  useEffect(() => {
    if (!cameraFirst || cameraLaunched.current || !tapStillActive()) return;
    cameraLaunched.current = true;
    cameraRef.current?.click();
  }, [cameraFirst]);

  const take = (list: FileList | null) => {
    if (list && list.length > 0) onFiles(Array.from(list));
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (disabled) return;
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) take(event.dataTransfer.files);
  };
  const describedBy = `${id}-note${error ? ` ${id}-error` : ''}`;

  /** Takes the chosen files and clears the input, so choosing the same file again still fires. */
  const pickFiles = (event: ChangeEvent<HTMLInputElement>) => {
    take(event.target.files);
    event.target.value = '';
  };

  const picker = (
    <label key="picker" className={cn(pickerClass, cameraFirst ? secondaryLook : primaryLook)}>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple
        required={empty}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={pickFiles}
        className="sr-only"
      />
      {uploadCopy.pickFiles}
    </label>
  );
  // Hidden where the pointer is fine (no camera to speak of), unless the upload was opened for the camera.
  const camera = (
    <label key="camera" className={cn(pickerClass, cameraFirst ? primaryLook : `${secondaryLook} pointer-fine:hidden`)}>
      <input
        ref={cameraRef}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={pickFiles}
        className="sr-only"
      />
      {uploadCopy.takePhoto}
    </label>
  );

  return (
    <div
      data-testid="upload-drop-zone"
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      className={cn(
        'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-5 text-center transition',
        dragging
          ? 'border-brand-500 bg-brand-50 dark:bg-brand-900/20'
          : error
            ? 'border-red-600 dark:border-red-400'
            : 'border-slate-300 dark:border-slate-600',
      )}
    >
      <ImageIcon width={32} height={32} className="text-slate-500 dark:text-slate-400" />
      <p className="text-sm font-medium text-slate-700 dark:text-slate-200">{dragging ? uploadCopy.dropActive : uploadCopy.dropHint}</p>
      <div className="grid w-full grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:flex sm:justify-center">
        {cameraFirst ? [camera, picker] : [picker, camera]}
      </div>
      <p id={`${id}-note`} className="text-xs text-slate-600 dark:text-slate-300">
        {uploadCopy.fileNote}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
