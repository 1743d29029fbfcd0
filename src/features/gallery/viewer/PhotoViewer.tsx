import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { useFocusTrap } from '@/components/ui/use-focus-trap';
import { zoomCopy } from '@/components/zoom/copy';
import { MAX_SCALE, useZoom } from '@/components/zoom/use-zoom';
import { ZoomInIcon, ZoomOutIcon } from '@/components/zoom/zoom-icons';
import { ZoomHint } from '@/components/zoom/ZoomHint';
import type { GalleryPhoto } from '@/domain/types';
import { cn } from '@/lib/cn';
import { viewerCopy } from '../job/job-copy';

export interface PhotoViewerProps {
  photos: readonly GalleryPhoto[];
  /** Index into `photos` of the one shown. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const roundButton =
  'inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/25 transition hover:bg-white/20 disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * A photo full screen (loaded when a visitor first opens one): pinch, double-tap, wheel or the buttons zoom; while
 * zoomed a finger or the mouse moves it; a swipe, the arrow buttons or ← → go to the other photos; Escape or 닫기
 * closes. The hint speaks of what the device has: fingers, or the wheel and keys. A dialog: focus stays inside and returns to what opened it. Right-click and dragging the picture away are
 * disabled, as on every gallery picture.
 */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const count = photos.length;
  const photo = photos[index];
  const step = (delta: -1 | 1) => {
    if (count > 1) onIndexChange((index + delta + count) % count);
  };
  const frameRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomIn, zoomOut, reset, handlers } = useZoom(frameRef, photo?.id ?? '', step);
  useFocusTrap(panelRef, true);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const actions: Record<string, () => void> = {
      Escape: onClose,
      ArrowLeft: () => step(-1),
      ArrowRight: () => step(1),
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      '0': reset,
    };
    const action = actions[event.key];
    if (!action || event.altKey || event.ctrlKey || event.metaKey) return;
    // Handled here: the photo page behind (its own ← → keys) does not see it.
    event.preventDefault();
    event.stopPropagation();
    action();
  };

  if (!photo) return null;
  return createPortal(
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-label={`${viewerCopy.dialogLabel}: ${photo.title}`}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[70] flex flex-col bg-slate-950 text-white"
    >
      <div className="flex items-center gap-3 px-3 pt-[max(0.75rem,env(safe-area-inset-top))] pb-2">
        <h2 className="min-w-0 flex-1 truncate text-base font-semibold">{photo.title}</h2>
        {count > 1 && (
          <p aria-live="polite" className="shrink-0 text-sm text-slate-300 tabular-nums">
            {viewerCopy.counter(index + 1, count)}
          </p>
        )}
        <button type="button" onClick={onClose} aria-label={viewerCopy.close} className={roundButton}>
          <CloseIcon />
        </button>
      </div>

      <div
        ref={frameRef}
        data-testid="viewer-frame"
        className="relative min-h-0 flex-1 touch-none overflow-hidden select-none"
        {...handlers}
      >
        <ProtectedImage
          key={photo.id}
          src={photo.imageUrl}
          alt={photo.title}
          decoding="async"
          style={{ transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})` }}
          className={cn('h-full w-full object-contain', zoom.scale > 1 ? 'cursor-grab' : 'cursor-zoom-in')}
        />
        <SampleMark src={photo.imageUrl} className="right-3 bottom-3" />
      </div>

      <div className="flex flex-col items-center gap-2 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        <div className="flex items-center justify-center gap-3">
          {count > 1 && (
            <button type="button" onClick={() => step(-1)} aria-label={viewerCopy.previous} className={roundButton}>
              <ChevronLeftIcon />
            </button>
          )}
          <button type="button" onClick={zoomOut} disabled={zoom.scale <= 1} aria-label={zoomCopy.zoomOut} className={roundButton}>
            <ZoomOutIcon />
          </button>
          <button type="button" onClick={zoomIn} disabled={zoom.scale >= MAX_SCALE} aria-label={zoomCopy.zoomIn} className={roundButton}>
            <ZoomInIcon />
          </button>
          {count > 1 && (
            <button type="button" onClick={() => step(1)} aria-label={viewerCopy.next} className={roundButton}>
              <ChevronRightIcon />
            </button>
          )}
        </div>
        <ZoomHint several={count > 1} className="text-center text-xs text-slate-300" />
      </div>
    </div>,
    document.body,
  );
}
