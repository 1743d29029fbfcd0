import { ChunkLoadFailed } from '@/components/ui/ChunkLoadFailed';
import { useAsyncValue } from '@/lib/use-async-value';
import { inquiriesCopy } from './copy';
import type { PhotoLightboxProps } from './PhotoLightbox';

/** The lightbox's chunk (with the zoom it shares with the public full-screen view): fetched when a photo is opened. */
const loadLightbox = () => import('./PhotoLightbox');

/**
 * PhotoLightbox, once its chunk is in (a moment after the first tap on a thumbnail; nothing shows meanwhile), so the
 * admin's own chunk does not carry it. If the chunk cannot be fetched, a short message says so; opening the photo
 * again tries again.
 */
export function LazyPhotoLightbox(props: PhotoLightboxProps) {
  const open = props.index !== null;
  const lightbox = useAsyncValue(open ? loadLightbox : null, open, 'The photo lightbox failed to load');
  if (!open) return null;
  if (lightbox.status === 'ready') return <lightbox.value.PhotoLightbox {...props} />;
  if (lightbox.status === 'loading') return null;
  return <ChunkLoadFailed message={inquiriesCopy.lightboxFailed} closeLabel={inquiriesCopy.close} onClose={props.onClose} />;
}
