import { cn } from '@/lib/cn';
import { ui } from './copy';

/** Shown while a page's chunk or data loads. */
export function PageLoading({ label = ui.loading, fullScreen = false }: { label?: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 text-slate-600 dark:text-slate-300',
        fullScreen ? 'min-h-screen' : 'min-h-[40vh]',
      )}
    >
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
