import { useState } from 'react';
import { CloseIcon, ImageIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

interface RowPreviewProps {
  url: string | null;
  /** Its height and width (Tailwind classes): rows with more fields stand taller. */
  sizeClass: string;
}

/** A chosen photo's thumbnail, or a picture icon when the browser gave no preview or cannot show it. */
export function RowPreview({ url, sizeClass }: RowPreviewProps) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) {
    return (
      <span
        className={cn(
          'flex',
          sizeClass,
          'shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400',
        )}
      >
        <ImageIcon />
      </span>
    );
  }
  return <img src={url} alt="" onError={() => setFailed(true)} className={cn(sizeClass, 'shrink-0 rounded-lg object-cover')} />;
}

interface RowRemoveButtonProps {
  /** Names the photo it leaves out, for screen readers. */
  label: string;
  onRemove: () => void;
  disabled: boolean;
}

/** The ✕ that leaves a chosen photo out of the upload. */
export function RowRemoveButton({ label, onRemove, disabled }: RowRemoveButtonProps) {
  return (
    <button
      type="button"
      onClick={onRemove}
      disabled={disabled}
      aria-label={label}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 disabled:opacity-40 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      <CloseIcon width={20} height={20} />
    </button>
  );
}
