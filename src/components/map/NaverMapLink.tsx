import { cn } from '@/lib/cn';
import { ArrowRightIcon } from '../ui/icons';
import { mapMessages } from './copy';
import { naverMapSearchUrl } from './naver-map-link';

/** Opens the address on NAVER Map in a new tab. */
export function NaverMapLink({ address, className = '' }: { address: string; className?: string }) {
  return (
    <a
      href={naverMapSearchUrl(address)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 transition hover:border-brand-500 hover:text-brand-700 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:border-brand-400 dark:hover:text-brand-300',
        className,
      )}
    >
      {mapMessages.openInNaver}
      <span className="sr-only">{mapMessages.newWindow}</span>
      <ArrowRightIcon className="h-4 w-4" />
    </a>
  );
}
