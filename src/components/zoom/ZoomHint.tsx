import { cn } from '@/lib/cn';
import { zoomCopy } from './copy';

/**
 * How to zoom (and, with several photos, move between them), in the words of the device: fingers on a touch screen,
 * the wheel and the keys where there is a mouse (hover). Both are in the markup and CSS shows the one that fits, so
 * the page needs no guess about the device while it renders.
 */
export function ZoomHint({ several, className = '' }: { several: boolean; className?: string }) {
  return (
    <>
      <p className={cn('[@media(hover:hover)]:hidden', className)}>{several ? zoomCopy.touchHintSeveral : zoomCopy.touchHint}</p>
      <p className={cn('hidden [@media(hover:hover)]:block', className)}>
        {several ? zoomCopy.keyboardHintSeveral : zoomCopy.keyboardHint}
      </p>
    </>
  );
}
