import { useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';

/** Placeholder shown when a photo cannot load (spec 8); relative, so it works from any folder the site is served from. */
export const PHOTO_FALLBACK_SRC = 'images/photo-fallback.svg';

export interface ProtectedImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> {
  src: string;
  alt: string;
  fallbackSrc?: string;
}

function prevent(event: SyntheticEvent) {
  event.preventDefault();
}

/**
 * An <img> that cannot be right-clicked or dragged away (spec 2: right-click and dragging are disabled on
 * gallery images) and that swaps to a placeholder when it fails to load.
 */
export function ProtectedImage({ src, alt, fallbackSrc = PHOTO_FALLBACK_SRC, className = '', onError, ...props }: ProtectedImageProps) {
  // The source that failed; a new src gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <img
      {...props}
      src={failed ? fallbackSrc : src}
      alt={alt}
      data-fallback={failed ? 'true' : undefined}
      draggable={false}
      onContextMenu={prevent}
      onDragStart={prevent}
      onError={(event) => {
        if (!failed) setFailedSrc(src);
        onError?.(event);
      }}
      className={`select-none [-webkit-touch-callout:none] ${className}`}
    />
  );
}
