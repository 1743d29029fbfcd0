import { useEffect } from 'react';
import type { InquiryPhoto } from '@/backend/port';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/Modal';
import { inquiriesCopy } from './copy';

interface PhotoLightboxProps {
  name: string;
  photos: readonly InquiryPhoto[];
  /** Index into `photos` of the one shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const stepButton =
  'inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-xl border border-slate-300 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * One photo large, over the inquiry's detail: a dialog (focus kept in it, Escape closes it and gives focus back to
 * the thumbnail), previous and next by button or arrow key, and a link to the full file in a new tab (to zoom or
 * save it on a phone).
 */
export function PhotoLightbox({ name, photos, index, onIndexChange, onClose }: PhotoLightboxProps) {
  const photo = index === null ? undefined : photos[index];
  const several = photos.length > 1;

  useEffect(() => {
    if (index === null || !several) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + photos.length) % photos.length);
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % photos.length);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [index, several, photos.length, onIndexChange]);

  if (index === null || !photo) return null;
  const step = (delta: number) => onIndexChange((index + delta + photos.length) % photos.length);
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
          <a href={photo.url} target="_blank" rel="noopener noreferrer" className={stepButton}>
            {inquiriesCopy.originalPhoto}
          </a>
        </>
      }
    >
      <div className="flex justify-center">
        <img
          src={photo.url}
          alt={inquiriesCopy.photoAlt(name, photo.number)}
          className="max-h-[65vh] w-auto max-w-full rounded-lg object-contain"
        />
      </div>
    </Modal>
  );
}
