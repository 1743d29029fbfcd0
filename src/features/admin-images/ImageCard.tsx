import { useId } from 'react';
import { Button } from '../../components/ui/Button';
import { ProtectedImage } from '../../components/ui/ProtectedImage';
import { imageCardCopy } from './copy';
import type { ConstructionImage } from '../../domain/types';
import { ui } from '../../components/ui/copy';
import { formatKoreanDate } from '../../lib/format-date';

interface ImageCardProps {
  image: ConstructionImage;
  /** An action on this image is in flight: its buttons wait. */
  busy?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggleFeatured: () => void;
  onSetHero: () => void;
}

/** Blue for the home background (hero), amber for a featured image, neutral otherwise. */
export function cardBorderClass(image: Pick<ConstructionImage, 'isHeroImage' | 'isFeatured'>): string {
  if (image.isHeroImage) return 'border-blue-500 ring-1 ring-blue-500/40 dark:border-blue-400';
  if (image.isFeatured) return 'border-brand-500 ring-1 ring-brand-500/40';
  return 'border-slate-200 dark:border-slate-700';
}

/** One image of the admin grid (spec 2 "Images page"): thumbnail, badges, title, category, date and actions. */
export function ImageCard({ image, busy = false, onEdit, onDelete, onToggleFeatured, onSetHero }: ImageCardProps) {
  const id = useId();
  const forTitle = <span className="sr-only">{imageCardCopy.forTitle(image.title)}</span>;
  return (
    <article
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      className={`flex h-full flex-col overflow-hidden rounded-xl border-2 bg-white shadow-sm dark:bg-slate-900 ${cardBorderClass(image)}`}
    >
      <div className="relative aspect-video bg-slate-100 sm:aspect-[4/3] dark:bg-slate-800">
        <ProtectedImage
          src={image.thumbnailUrl ?? image.imageUrl}
          alt={image.title}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        {(image.isHeroImage || image.isFeatured) && (
          <div className="absolute left-2 top-2 flex flex-wrap gap-1.5">
            {image.isHeroImage && (
              <span className="rounded-full bg-blue-700 px-2.5 py-1 text-xs font-bold text-white shadow">{imageCardCopy.heroBadge}</span>
            )}
            {image.isFeatured && (
              <span className="rounded-full bg-brand-500 px-2.5 py-1 text-xs font-bold text-slate-950 shadow">
                {imageCardCopy.featuredBadge}
              </span>
            )}
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="line-clamp-2 text-base font-bold text-slate-900 dark:text-white">
            {image.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-slate-300">
            <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
              {image.category}
            </span>
            <span>{image.uploadedAt ? formatKoreanDate(image.uploadedAt) : ui.noDate}</span>
          </p>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2">
          <Button variant="secondary" onClick={onEdit} disabled={busy}>
            {imageCardCopy.edit}
            {forTitle}
          </Button>
          <Button variant="secondary" onClick={onDelete} disabled={busy} className="text-red-700! dark:text-red-300!">
            {imageCardCopy.delete}
            {forTitle}
          </Button>
          {/* Not `disabled` while busy: the button keeps keyboard focus while its label flips. */}
          <Button
            variant="secondary"
            onClick={() => {
              if (!busy) onToggleFeatured();
            }}
            aria-disabled={busy || undefined}
            className="col-span-2 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            {image.isFeatured ? imageCardCopy.unfeature : imageCardCopy.feature}
            {forTitle}
          </Button>
          <Button
            variant="secondary"
            onClick={onSetHero}
            disabled={busy || image.isHeroImage}
            aria-describedby={image.isHeroImage ? `${id}-hero-note` : undefined}
            className="col-span-2"
          >
            {imageCardCopy.setHero}
            {forTitle}
          </Button>
          {image.isHeroImage && (
            <p id={`${id}-hero-note`} className="col-span-2 text-center text-sm font-medium text-blue-700 dark:text-blue-300">
              {imageCardCopy.alreadyHero}
            </p>
          )}
        </div>
      </div>
    </article>
  );
}
