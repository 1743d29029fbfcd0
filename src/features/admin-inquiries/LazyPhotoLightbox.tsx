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
  return (
    <div
      role="alert"
      className="fixed inset-x-4 bottom-24 z-[70] flex items-center gap-3 rounded-xl bg-slate-900 p-4 text-sm text-white shadow-2xl sm:left-auto sm:max-w-sm"
    >
      <p className="flex-1">{inquiriesCopy.lightboxFailed}</p>
      <button
        type="button"
        onClick={props.onClose}
        className="min-h-11 rounded-lg px-3 font-semibold ring-1 ring-white/30 hover:bg-white/10"
      >
        {inquiriesCopy.close}
      </button>
    </div>
  );
}
