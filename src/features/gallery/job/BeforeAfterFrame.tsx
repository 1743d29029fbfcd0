import type { ReactNode } from 'react';
import { preload } from 'react-dom';
import { PHONE_MEDIA, ProtectedImage, WIDE_MEDIA } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import type { GalleryPhoto } from '@/domain/types';
import { cn } from '@/lib/cn';
import { jobCopy } from './job-copy';

/** The two photos of a comparison, and whether they are the page's largest paint. */
export interface ComparisonPhotos {
  before: GalleryPhoto;
  after: GalleryPhoto;
  /** The page's largest paint (a job page's first screen): fetched at once, with high priority, sized to the screen. */
  priority?: boolean;
}

interface BeforeAfterFrameProps extends ComparisonPhotos {
  /** How much of the frame, from the left, shows the before photo (0-100). */
  position: number;
  /** The divider's handle and the pointer handling of the interactive comparison (none while it loads). */
  children?: ReactNode;
  /** The still picture shown until the interactive comparison has loaded: index.html's start-up script drags it. */
  still?: boolean;
  className?: string;
}

/**
 * How the two photos load: lazily below the fold. On top of a page (its largest paint) the after photo, which fills
 * the frame, comes first: at once with high priority, from its thumbnail on phones as the home page's hero does (the
 * HTML's head names the file each screen fetches: React hoists these preloads); the before photo right after it, at
 * low priority so it does not share the connection with the after photo (its half stays dark until it arrives).
 */
function photoLoading(photo: GalleryPhoto, priority: boolean, first: boolean) {
  if (!priority) return { loading: 'lazy', decoding: 'async' } as const;
  if (!first) return { fetchPriority: 'low', phoneSrc: photo.thumbnailUrl } as const;
  if (photo.thumbnailUrl) preload(photo.thumbnailUrl, { as: 'image', media: PHONE_MEDIA, fetchPriority: 'high' });
  preload(photo.imageUrl, { as: 'image', media: photo.thumbnailUrl ? WIDE_MEDIA : undefined, fetchPriority: 'high' });
  return { fetchPriority: 'high', phoneSrc: photo.thumbnailUrl } as const;
}

const label =
  'pointer-events-none absolute top-3 rounded-full bg-slate-950/80 px-2.5 py-1 text-xs font-bold text-white ring-1 ring-white/25';

/**
 * The before and after photos of a job, one over the other in the same frame: the after photo whole, the before
 * photo over its left part up to `position`, with a divider line there. Plain markup (a server can render it): the
 * interactive comparison (BeforeAfterSlider, loaded when shown) adds the handle and the dragging. Vertical swipes
 * over it scroll the page, and two fingers zoom it as the rest of the page (touch-action).
 */
export function BeforeAfterFrame({
  before,
  after,
  position,
  children,
  still = false,
  priority = false,
  className = '',
}: BeforeAfterFrameProps) {
  return (
    <div
      data-first-tap={still ? 'comparison' : undefined}
      className={cn(
        'relative aspect-3/2 cursor-ew-resize touch-pan-y touch-pinch-zoom overflow-hidden rounded-xl bg-slate-900 ring-1 ring-slate-200 select-none dark:ring-slate-800',
        className,
      )}
    >
      <ProtectedImage
        src={after.imageUrl}
        alt={`${jobCopy.after}: ${after.title}`}
        width={1600}
        height={1067}
        {...photoLoading(after, priority, true)}
        className="absolute inset-0 h-full w-full object-cover"
      />
      <div data-comparison-clip className="absolute inset-0 bg-slate-900" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
        <ProtectedImage
          src={before.imageUrl}
          alt={`${jobCopy.before}: ${before.title}`}
          width={1600}
          height={1067}
          {...photoLoading(before, priority, false)}
          className="absolute inset-0 h-full w-full object-cover"
        />
      </div>
      <span
        data-comparison-divider
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(15,23,42,0.5)]"
        style={{ left: `${position}%` }}
      />
      <span aria-hidden="true" className={cn(label, 'left-3')}>
        {jobCopy.before}
      </span>
      <span aria-hidden="true" className={cn(label, 'right-3')}>
        {jobCopy.after}
      </span>
      <SampleMark src={after.imageUrl} />
      {children}
    </div>
  );
}
