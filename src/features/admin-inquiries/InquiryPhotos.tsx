import { useState } from 'react';
import type { Inquiry } from '@/domain/types';
import { cn } from '@/lib/cn';
import { useInquiryPhotos } from './api/inquiry-photos';
import { inquiriesCopy } from './copy';
import { LazyPhotoLightbox } from './LazyPhotoLightbox';

const quiet = 'text-slate-600 dark:text-slate-400';

/**
 * The photos a visitor sent with an inquiry: thumbnails (each a button, 96 px) that open the photo large
 * (PhotoLightbox, loaded then). Read only when the inquiry says it has photos; fewer stored than announced (an upload cut off)
 * is said plainly.
 */
export function InquiryPhotos({ inquiry }: { inquiry: Inquiry }) {
  const [shown, setShown] = useState<number | null>(null);
  const photos = useInquiryPhotos(inquiry);

  if (inquiry.photoCount === 0) return <span className={quiet}>{inquiriesCopy.noPhotos}</span>;
  if (photos.isPending)
    return (
      <p role="status" className={quiet}>
        {inquiriesCopy.photosLoading}
      </p>
    );
  if (photos.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2">
        <span>{inquiriesCopy.photosFailed}</span>
        <button
          type="button"
          onClick={() => void photos.refetch()}
          className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {inquiriesCopy.retry}
        </button>
      </p>
    );
  }
  const stored = photos.data;
  return (
    <div className="flex flex-col gap-2">
      <p>{inquiriesCopy.photoCount(inquiry.photoCount)}</p>
      {stored.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {stored.map((photo, index) => (
            <li key={photo.number}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={inquiriesCopy.photoOpen(photo.number)}
                className="block h-24 w-24 overflow-hidden rounded-lg border border-slate-300 bg-slate-100 hover:border-brand-500 dark:border-slate-600 dark:bg-slate-800"
              >
                <img src={photo.url} alt="" loading="lazy" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {stored.length < inquiry.photoCount && (
        <p className={cn('text-sm', quiet)}>{inquiriesCopy.photosMissing(inquiry.photoCount, stored.length)}</p>
      )}
      <LazyPhotoLightbox name={inquiry.name} photos={stored} index={shown} onIndexChange={setShown} onClose={() => setShown(null)} />
    </div>
  );
}
