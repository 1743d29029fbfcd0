import { useState } from 'react';
import { SampleMark } from '@/components/ui/SampleMark';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { PublishedReview } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatPublicMonth } from '@/lib/format-date';
import { reviewCardCopy as reviewsCopy } from './card-copy';
import { ReviewStars } from './ReviewStars';

/** Longer texts show their first lines and a 더 보기 button. */
const LONG_TEXT = 160;

/**
 * One approved review: its stars, the customer's words, their photos (a photo that does not load is left out; a
 * demo's sample picture carries 예시 이미지, as every demo picture does), and who wrote it (the name as stored: masked
 * unless they chose to show it), for which work and when.
 */
export function ReviewCard({ review }: { review: PublishedReview }) {
  const [open, setOpen] = useState(false);
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const long = review.text.length > LONG_TEXT;
  const meta = [
    review.workType ? WORK_TYPE_LABELS[review.workType] : null,
    review.createdAt ? formatPublicMonth(review.createdAt) : null,
  ].filter(Boolean);
  const photos = review.photoUrls.filter((url) => !broken.has(url));
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <ReviewStars rating={review.rating} />
      <blockquote className="mt-3 flex-1">
        <p className={cn('leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-200', long && !open ? 'line-clamp-4' : '')}>
          {review.text}
        </p>
        {long && (
          <button
            type="button"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            className="mt-1 min-h-11 text-sm font-bold text-brand-700 hover:text-brand-800 dark:text-brand-400 dark:hover:text-brand-300"
          >
            {open ? reviewsCopy.less : reviewsCopy.more}
          </button>
        )}
      </blockquote>
      {photos.length > 0 && (
        <ul className="mt-4 flex gap-2">
          {photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer" className="relative block overflow-hidden rounded-lg">
                <img
                  src={url}
                  alt={reviewsCopy.photoAlt(review.name, index + 1)}
                  width={80}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  onError={() => setBroken((set) => new Set(set).add(url))}
                  className="h-20 w-20 object-cover"
                />
                <SampleMark src={url} className="right-1 bottom-1" />
              </a>
            </li>
          ))}
        </ul>
      )}
      <figcaption className="mt-4 text-sm text-slate-600 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-slate-100">{reviewsCopy.author(review.name)}</span>
        {meta.length > 0 && <span> · {meta.join(' · ')}</span>}
      </figcaption>
    </figure>
  );
}
