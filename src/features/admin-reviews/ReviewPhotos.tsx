import { SampleMark } from '@/components/ui/SampleMark';
import { REVIEW_PHOTO_LIMITS } from '@/config/limits';
import type { Review } from '@/domain/types';
import { useNow } from '@/lib/use-now';
import { useReviewPhotos } from './api/review-photos';
import { reviewsAdminCopy } from './copy';

/** While a review is this young its photos may still be on their way (the customer's phone sends them after it). */
const ARRIVING_MS = REVIEW_PHOTO_LIMITS.uploadWindowMinutes * 60_000;
/** How often to look again for photos still on their way. */
const ARRIVAL_POLL_MS = 3000;

const quiet = 'text-sm text-slate-600 dark:text-slate-400';

/**
 * A review's photos (staff see them before approving), each opening large in a new tab; read only when it has some.
 * A review just written may show before its photos arrive: they are looked for again until all are there or the
 * upload window has passed, and fewer than announced is said plainly.
 */
export function ReviewPhotos({ review }: { review: Review }) {
  const now = useNow();
  const arriving = review.createdAt !== null && now.getTime() - review.createdAt.getTime() < ARRIVING_MS;
  const photos = useReviewPhotos(review, arriving ? ARRIVAL_POLL_MS : false);
  if (review.photoCount === 0) return null;
  if (photos.isPending)
    return (
      <p role="status" className={quiet}>
        {reviewsAdminCopy.photosLoading}
      </p>
    );
  if (photos.isError) {
    return (
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span>{reviewsAdminCopy.photosFailed}</span>
        <button
          type="button"
          onClick={() => void photos.refetch()}
          className="min-h-11 rounded-lg px-2 font-semibold text-brand-700 underline dark:text-brand-300"
        >
          {reviewsAdminCopy.retry}
        </button>
      </p>
    );
  }
  const missing = review.photoCount - photos.data.length;
  return (
    <>
      {missing > 0 && (
        <p className={quiet}>
          {arriving ? reviewsAdminCopy.photosArriving(missing) : reviewsAdminCopy.photosMissing(missing, review.photoCount)}
        </p>
      )}
      <ul aria-label={reviewsAdminCopy.photos(review.photoCount)} className="flex flex-wrap gap-2">
        {photos.data.map((photo) => (
          <li key={photo.number}>
            <a
              href={photo.url}
              target="_blank"
              rel="noopener noreferrer"
              className="relative block h-24 w-24 overflow-hidden rounded-lg border border-slate-300 dark:border-slate-600"
            >
              <img
                src={photo.url}
                alt={reviewsAdminCopy.photoAlt(review.name, photo.number)}
                loading="lazy"
                className="h-full w-full object-cover"
              />
              <SampleMark src={photo.url} className="right-1 bottom-1" />
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
