import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ui } from '@/components/ui/copy';
import { NoPhotoBadge, ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { photoHref } from '@/config/routes';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import { cn } from '@/lib/cn';
import { CategoryBadge } from './CategoryBadge';
import { galleryCopy } from './copy';
import { photoNavState, type GalleryPosition } from './nav-state';
import { PhotoDate } from './PhotoDate';
import { WorkTypeBadge } from './WorkTypeBadge';

/** Thumbnails are at most 640 px on the long side (IMAGE_LIMITS); the card shows them at 4:3. */
const CARD_IMAGE_WIDTH = 640;
const CARD_IMAGE_HEIGHT = 480;

interface GalleryCardProps {
  photo: GalleryPhoto;
  /** Where the gallery is, so the photo's back link returns here. */
  position: GalleryPosition | null;
  /** The gallery's work type filter, for the same reason. */
  work?: WorkType | null;
  /** The first card: likely the page's largest paint, so its thumbnail loads at once with high priority. */
  priority?: boolean;
  /** Hold the thumbnail back for now (the first card's loads first); the card keeps its size and name meanwhile. */
  deferImage?: boolean;
  /** Called when the thumbnail has loaded or failed. */
  onImageSettled?: () => void;
}

/**
 * One photo in the grid: a link to its detail page. The title shows over the image on hover and on keyboard
 * focus, and always on touch screens (no hover there). The link is named by its content: the image's alt (the
 * title; the overlay repeats it visually only), category, work type, upload date and description. The card
 * dates a photo by its upload, like the list's order; the photo's own shooting date is on its detail page. A photo
 * without a picture address shows the fallback picture with the no-photo label.
 */
export function GalleryCard({ photo, position, work = null, priority = false, deferImage = false, onImageSettled }: GalleryCardProps) {
  const description = photo.description?.trim();
  // The thumbnail, else the display version (records from before thumbnails); '' when the record has neither.
  const src = photo.thumbnailUrl || photo.imageUrl;
  const frame = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    // A server-rendered thumbnail may have loaded (or failed) before the app took over: its event came too early.
    if (frame.current?.querySelector('img')?.complete) onImageSettled?.();
    // Once, when the card mounts; later loads report through the image's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <li>
      <Link
        to={photoHref(photo.id)}
        state={photoNavState(photo, position, false, work)}
        className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg focus-visible:outline-offset-4 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-slate-700 dark:hover:shadow-black/40"
      >
        <div ref={frame} className="relative aspect-4/3 overflow-hidden bg-slate-200 dark:bg-slate-800">
          {deferImage ? (
            <div role="img" aria-label={photo.title} className="h-full w-full" />
          ) : (
            <ProtectedImage
              src={src}
              alt={photo.title}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : undefined}
              decoding={priority ? 'auto' : 'async'}
              width={CARD_IMAGE_WIDTH}
              height={CARD_IMAGE_HEIGHT}
              onLoad={onImageSettled}
              onError={onImageSettled}
              className="h-full w-full object-cover transition duration-500 group-hover:scale-105 group-focus-visible:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            />
          )}
          {!src && <NoPhotoBadge />}
          <SampleMark src={src} className="top-2 right-2" />
          <div
            aria-hidden="true"
            data-testid="gallery-title-overlay"
            className="pointer-events-none absolute inset-0 flex items-end bg-linear-to-t from-slate-950/90 via-slate-950/35 to-transparent p-4 opacity-0 transition-opacity duration-300 group-hover:opacity-100 group-focus-visible:opacity-100 [@media(hover:none)]:opacity-100"
          >
            <p className="line-clamp-2 text-lg leading-snug font-semibold text-white drop-shadow">{photo.title}</p>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="flex flex-wrap gap-1.5">
              <CategoryBadge category={photo.category} />
              {photo.workType && <WorkTypeBadge workType={photo.workType} />}
            </span>
            <span className="text-sm text-slate-600 dark:text-slate-400">
              {galleryCopy.uploadedOn} <PhotoDate date={photo.uploadedAt} />
            </span>
          </div>
          <p
            className={cn(
              'line-clamp-2 text-sm leading-relaxed',
              description ? 'text-slate-700 dark:text-slate-300' : 'text-slate-600 italic dark:text-slate-400',
            )}
          >
            {description || ui.noDescription}
          </p>
        </div>
      </Link>
    </li>
  );
}
