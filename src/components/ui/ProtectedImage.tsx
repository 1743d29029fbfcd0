import { useLayoutEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { cn } from '@/lib/cn';
import { ui } from './copy';

/** Placeholder shown when a photo cannot load; a root path, as pages are served at nested clean paths too. */
export const PHOTO_FALLBACK_SRC = '/images/photo-fallback.svg';

export interface ProtectedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

function prevent(event: SyntheticEvent) {
  event.preventDefault();
}

/**
 * An <img> that cannot be right-clicked or dragged away (right-click and dragging are disabled on
 * gallery images) and that swaps to a placeholder when it fails to load, or at once when there is no address at
 * all (a record without imageUrl: an empty src would show the browser's broken-image icon). On a server-rendered
 * page, a picture that fails before the app has started gets the placeholder from index.html's start-up script
 * (data-fallback-src), and the app keeps it.
 */
export function ProtectedImage({ src, alt, fallbackSrc = PHOTO_FALLBACK_SRC, className = '', onError, ...props }: ProtectedImageProps) {
  // The source that failed; a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = src === '' || failedSrc === src;
  const ref = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const image = ref.current;
    // Failed before the app took the picture over (its error event came too early to be heard): the placeholder.
    if (image?.dataset.fallback || (image?.complete && image.currentSrc && !image.naturalWidth)) setFailedSrc(src);
    // Once, for the server-rendered picture; later failures report through the error event.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <img
      {...props}
      ref={ref}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed ? 'true' : undefined}
      data-fallback-src={failed ? undefined : fallbackSrc}
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
}

/**
 * Says that a work has no photo (its record has no image address), over the fallback picture that
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
