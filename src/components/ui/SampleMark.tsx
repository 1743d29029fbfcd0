import { isDemoBuild } from '@/config/build';
import { cn } from '@/lib/cn';
import { ui } from './copy';

/**
 * The drawn pictures the site ships (tools/demo-images): the demo's sample photos (public/demo/) and the default
 * hero picture, relative to the site root.
 */
const SAMPLE_PICTURE = /^\/?(demo\/|images\/hero-default)/;

/** Whether a picture address is one of the drawn sample pictures, in a demo build (never on Firebase). */
export function isSamplePicture(src: string | null | undefined): boolean {
  return isDemoBuild && typeof src === 'string' && SAMPLE_PICTURE.test(src);
}

/**
 * A small "예시 이미지" mark over a picture of the demo's sample data (photos, the hero, a sample review's photo; on
 * visitors' pages and in the admin), so nobody takes the drawn pictures for a real portfolio. Nothing for a real
 * photo, or in a Firebase build. Place it in a `relative` frame. (Thumbnails too small for it mark themselves with
 * isSamplePicture.)
 */
export function SampleMark({ src, className = 'right-2 bottom-2' }: { src: string | null | undefined; className?: string }) {
  if (!isSamplePicture(src)) return null;
  return (
    <span
      className={cn(
        'pointer-events-none absolute rounded bg-slate-950/80 px-1.5 py-0.5 text-[11px] leading-4 font-semibold text-white ring-1 ring-white/25',
        className,
      )}
    >
      {ui.samplePicture}
    </span>
  );
}
