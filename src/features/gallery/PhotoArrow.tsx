import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import type { GalleryPhoto } from '@/domain/types';
import { cn } from '@/lib/cn';

interface PhotoArrowProps {
  side: 'left' | 'right';
  label: string;
  target: GalleryPhoto | null;
  /** The neighbour is still being looked up: the button keeps focus but does nothing yet. */
  pending: boolean;
  onGo: (target: GalleryPhoto) => void;
}

/** A round previous/next button over the photo; disabled when there is no photo that way. */
export function PhotoArrow({ side, label, target, pending, onGo }: PhotoArrowProps) {
  const Icon = side === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-side={side}
      disabled={!pending && !target}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (target) onGo(target);
      }}
      className={cn(
        'absolute top-1/2 z-10 inline-flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-slate-950/75 text-white shadow-lg ring-1 ring-white/25 backdrop-blur-sm transition hover:bg-brand-500 hover:text-slate-950 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-35 disabled:hover:bg-slate-950/75 disabled:hover:text-white aria-disabled:cursor-wait sm:h-14 sm:w-14',
        side === 'left' ? 'left-2 sm:left-4' : 'right-2 sm:right-4',
      )}
    >
      <Icon width={26} height={26} strokeWidth={2.2} />
    </button>
  );
}
