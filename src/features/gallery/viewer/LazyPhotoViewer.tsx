import { useAsyncValue } from '@/lib/use-async-value';
import { viewerCopy } from '../job/job-copy';
import type { PhotoViewerProps } from './PhotoViewer';

/** The full-screen view's chunk (with its zoom): fetched when a visitor first opens a photo, or is about to. */
const loadViewer = () => import('./PhotoViewer');

/** Starts fetching the full-screen view (on hover or focus of the button that opens it), so it opens at once. */
export function preloadPhotoViewer(): void {
  loadViewer().catch(() => undefined);
}

/**
 * The full-screen view, rendered once its chunk is in (a moment; nothing shows meanwhile). If the chunk cannot be
 * fetched, a short message says so, and closing it lets the visitor try again.
 */
export function LazyPhotoViewer(props: PhotoViewerProps) {
  const viewer = useAsyncValue(loadViewer, loadViewer, 'The full-screen photo view failed to load');
  if (viewer.status === 'ready') return <viewer.value.PhotoViewer {...props} />;
  if (viewer.status === 'loading') return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-[70] flex items-center gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-2xl ring-1 ring-white/20 sm:left-auto sm:max-w-sm"
    >
      <p className="flex-1">{viewerCopy.loadFailed}</p>
      <button
        type="button"
        onClick={props.onClose}
        className="min-h-11 rounded-lg px-3 font-semibold ring-1 ring-white/30 hover:bg-white/10"
      >
        {viewerCopy.close}
      </button>
    </div>
  );
}
