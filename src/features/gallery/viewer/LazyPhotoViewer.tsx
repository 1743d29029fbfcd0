import { ChunkLoadFailed } from '@/components/ui/ChunkLoadFailed';
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
  return <ChunkLoadFailed message={viewerCopy.loadFailed} closeLabel={viewerCopy.close} onClose={props.onClose} />;
}
