import { useEffect, useRef } from 'react';
import type { InquiryPhoto } from '@/backend/port';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/Modal';
import { zoomCopy } from '@/components/zoom/copy';
import { MAX_SCALE, useZoom } from '@/components/zoom/use-zoom';
import { ZoomInIcon, ZoomOutIcon } from '@/components/zoom/zoom-icons';
import { ZoomHint } from '@/components/zoom/ZoomHint';
import { cn } from '@/lib/cn';
import { inquiriesCopy } from './copy';

export interface PhotoLightboxProps {
  name: string;
  photos: readonly InquiryPhoto[];
  /** Index into `photos` of the one shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const stepButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-40 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * One photo large, over the inquiry's detail: a dialog (focus kept in it, Escape closes it and gives focus back to
 * the thumbnail), zoomed as in the public full-screen view (pinch, double tap, wheel, 확대 / 축소 or + and −; a
 * finger or the mouse moves it while zoomed), previous and next by button, arrow key or a swipe, and a link to the
 * full file in a new tab (to save it).
 */
export function PhotoLightbox({ name, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const photo = index === null ? undefined : photos[index];
  const several = photos.length > 1;
  const step = (delta: number) => {
    if (index !== null && several) onIndexChange((index + delta + photos.length) % photos.length);
  };
  const frameRef = useRef<HTMLDivElement>(null);
  const { zoom, zoomIn, zoomOut, handlers } = useZoom(frameRef, photo?.url ?? '', step);

  useEffect(() => {
    if (index === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (several && event.key === 'ArrowLeft') onIndexChange((index - 1 + photos.length) % photos.length);
      if (several && event.key === 'ArrowRight') onIndexChange((index + 1) % photos.length);
      if (event.key === '+' || event.key === '=') zoomIn();
      if (event.key === '-') zoomOut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, several, photos.length, onIndexChange, zoomIn, zoomOut]);

  if (index === null || !photo) return null;
  return (
    <Modal
      open
      title={inquiriesCopy.lightboxTitle(photo.number, photos.length)}
      onClose={onClose}
      size="lg"
      footer={
        <>
          {several && (
            <button type="button" className={stepButton} onClick={() => step(-1)} aria-label={inquiriesCopy.previousPhoto}>
              <ChevronLeftIcon width={20} height={20} />
            </button>
          )}
          {several && (
            <button type="button" className={stepButton} onClick={() => step(1)} aria-label={inquiriesCopy.nextPhoto}>
              <ChevronRightIcon width={20} height={20} />
            </button>
          )}
          <button type="button" className={stepButton} onClick={zoomOut} disabled={zoom.scale <= 1} aria-label={zoomCopy.zoomOut}>
            <ZoomOutIcon width={20} height={20} />
          </button>
          <button type="button" className={stepButton} onClick={zoomIn} disabled={zoom.scale >= MAX_SCALE} aria-label={zoomCopy.zoomIn}>
            <ZoomInIcon width={20} height={20} />
          </button>
          <a href={photo.url} target="_blank" rel="noopener noreferrer" className={stepButton}>
            {inquiriesCopy.originalPhoto}
          </a>
        </>
      }
    >
      {/* Focusable: on a short phone screen the dialog's body scrolls, and a keyboard must reach it (+ / − zoom here). */}
      <div
        ref={frameRef}
        tabIndex={0}
        data-testid="lightbox-frame"
        className="relative h-[55vh] touch-none overflow-hidden rounded-lg bg-slate-100 select-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none dark:bg-slate-950"
        {...handlers}
      >
        <img
          key={photo.url}
          src={photo.url}
          alt={inquiriesCopy.photoAlt(name, photo.number)}
          draggable={false}
          style={{ transform: `translate3d(${zoom.x}px, ${zoom.y}px, 0) scale(${zoom.scale})` }}
          className={cn('h-full w-full object-contain', zoom.scale > 1 ? 'cursor-grab' : 'cursor-zoom-in')}
        />
      </div>
      <ZoomHint several={several} className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400" />
    </Modal>
  );
}
