interface ChunkLoadFailedProps {
  /** What could not be opened, and that closing lets one try again. */
  message: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * What a lazily loaded overlay (the public full-screen view, the staff's photo lightbox) shows when its chunk cannot
 * be fetched: a short alert above the bottom bar, and a button that closes it so the next open tries again.
 */
export function ChunkLoadFailed({ message, closeLabel, onClose }: ChunkLoadFailedProps) {
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-[70] flex items-center gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-2xl ring-1 ring-white/20 sm:left-auto sm:max-w-sm"
    >
      <p className="flex-1">{message}</p>
      <button type="button" onClick={onClose} className="min-h-11 rounded-lg px-3 font-semibold ring-1 ring-white/30 hover:bg-white/10">
        {closeLabel}
      </button>
    </div>
  );
}
