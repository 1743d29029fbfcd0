import { layoutCopy } from './copy';

/**
 * A thin bar across the top of the screen while the next page's code loads (the current page stays until then): it
 * sweeps, or stands still for those who ask for less motion. An indeterminate progress bar, so a screen reader
 * hears what is happening.
 */
export function PageProgress() {
  return (
    <div
      role="progressbar"
      aria-label={layoutCopy.nextPageLoading}
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 overflow-hidden bg-brand-500/20"
    >
      <div className="h-full w-2/5 animate-page-progress bg-brand-500 motion-reduce:w-full motion-reduce:animate-none" />
    </div>
  );
}
