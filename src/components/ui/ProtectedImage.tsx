import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { cn } from '@/lib/cn';
import { ui } from './copy';

/** Placeholder shown when a photo cannot load; a root path, as pages are served at nested clean paths too. */
export const PHOTO_FALLBACK_SRC = '/images/photo-fallback.svg';

/** The screens that take a picture's smaller file (its thumbnail) where a page names one: phones. */
export const PHONE_MEDIA = '(max-width: 640px)';
export const WIDE_MEDIA = '(min-width: 641px)';

export interface ProtectedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
  fallbackSrc?: string;
  /** A smaller file for phones (PHONE_MEDIA): the picture is then a <picture> with that source. */
  phoneSrc?: string | null;
}

function prevent(event: SyntheticEvent) {
  event.preventDefault();
}

/**
 * An <img> that cannot be right-clicked or dragged away (right-click and dragging are disabled on
 * gallery images) and that swaps to a placeholder when it fails to load, or at once when there is no address at
 * all (a record without imageUrl: an empty src would show the browser's broken-image icon). index.html's start-up
 * script puts the placeholder (data-fallback-src) in for a picture that fails before the app has taken it over,
 * and the app keeps it.
 */
export function ProtectedImage({
  src,
  alt,
  fallbackSrc = PHOTO_FALLBACK_SRC,
  phoneSrc,
  className = '',
  onError,
  ...props
}: ProtectedImageProps) {
  // The source that failed; a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === '' || failedSrc === src;
  const image = (
    <img
      {...props}
      ref={(image) => {
        // Failed before the app took the picture over (its error event came too early to be heard): the start-up
        // script has put the placeholder in, and marked it.
        if (image?.dataset.fallback && !failed) setFailedSrc(src);
      }}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed ? 'true' : undefined}
      data-fallback-src={fallbackSrc}
      draggable={false}
      onContextMenu={prevent}
      onDragStart={prevent}
      onError={(event) => {
        if (!failed) setFailedSrc(src);
        onError?.(event);
      }}
      className={cn('select-none [-webkit-touch-callout:none]', className)}
    />
  );
  if (!phoneSrc) return image;
  // A failure of either file shows the placeholder on every screen (the source wins over the img's src).
  return (
    <picture>
      <source media={PHONE_MEDIA} srcSet={failed ? fallbackSrc : phoneSrc} />
      {image}
    </picture>
  );
}

/**
 * Says that a gallery photo has no picture (its record has no image address), over the fallback picture that
 * ProtectedImage shows in its place. Place it in a `relative` frame. (Beside ProtectedImage: the pages that show
 * one show the other, so they share one small chunk.)
 */
export function NoPhotoBadge() {
  return (
    <span className="absolute top-3 left-3 rounded-full bg-slate-950/85 px-3 py-1 text-xs font-semibold text-white ring-1 ring-white/20">
      {ui.noPhoto}
    </span>
  );
}
