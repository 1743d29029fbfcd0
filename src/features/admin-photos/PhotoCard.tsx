import { useId } from 'react';
import { ActionMenu } from '@/components/ui/ActionMenu';
import { PencilIcon } from '@/components/ui/admin-icons';
import { Button } from '@/components/ui/Button';
import { ui } from '@/components/ui/copy';
import { ProtectedImage } from '@/components/ui/ProtectedImage';
import { SampleMark } from '@/components/ui/SampleMark';
import { WORK_TYPE_LABELS } from '@/domain/categories';
import type { GalleryPhoto } from '@/domain/types';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { useCategoryLabel } from '@/lib/site-settings/use-category-label';
import { photoCardCopy } from './copy';
import { PhotoMarks } from './PhotoMarks';

interface PhotoCardProps {
  photo: GalleryPhoto;
  /** An action on this photo is in flight: its buttons wait. */
  busy?: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onToggleFeatured: () => void;
  onSetHero: () => void;
}

/** Blue for the home background (hero), amber for a featured photo, neutral otherwise; the marks say which (both when both). */
export function cardBorderClass(photo: Pick<GalleryPhoto, 'isHeroImage' | 'isFeatured'>): string {
  if (photo.isHeroImage) return 'border-blue-500 dark:border-blue-400';
  if (photo.isFeatured) return 'border-brand-500';
  return 'border-slate-200 dark:border-slate-700';
}

/**
 * One photo of the admin list as a compact row, so six fit in about two phone screens:
 * thumbnail, title, category, work type, date and its marks; 수정 beside it, and the rarer or risky actions
 * (대표 프로젝트, 배경으로 설정, 삭제) in the ⋯ menu, 삭제 last and set apart (and still confirmed by the page).
 */
export function PhotoCard({ photo, busy = false, onEdit, onDelete, onToggleFeatured, onSetHero }: PhotoCardProps) {
  const categoryLabel = useCategoryLabel();
  const id = useId();
  const forTitle = photoCardCopy.forTitle(photo.title);
  const workType = photo.workType ? WORK_TYPE_LABELS[photo.workType] : null;
  return (
    <article
      aria-labelledby={`${id}-title`}
      aria-busy={busy || undefined}
      className={cn('flex h-full gap-3 rounded-xl border-2 bg-white p-2.5 shadow-sm sm:p-3 dark:bg-slate-900', cardBorderClass(photo))}
    >
      <div className="relative h-20 w-24 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:h-24 sm:w-32 dark:bg-slate-800">
        <ProtectedImage
          src={photo.thumbnailUrl ?? photo.imageUrl}
          alt={photo.title}
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover"
        />
        <SampleMark src={photo.thumbnailUrl ?? photo.imageUrl} className="right-1 bottom-1" />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={`${id}-title`} className="line-clamp-2 text-[15px] leading-snug font-bold break-words text-slate-900 dark:text-white">
          {photo.title}
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-600 dark:text-slate-300">
          <span className="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
            {categoryLabel(photo.category)}
          </span>
          {workType && <span className="font-medium text-slate-700 dark:text-slate-200">{workType}</span>}
          <span className="whitespace-nowrap">{photo.uploadedAt ? formatDateTime(photo.uploadedAt) : ui.noDate}</span>
        </p>
        <PhotoMarks photo={photo} />
      </div>
      <div className="flex shrink-0 flex-col items-end gap-2 xl:flex-row xl:items-start">
        <Button variant="secondary" onClick={onEdit} disabled={busy} className="px-3">
          <PencilIcon width={16} height={16} />
          {photoCardCopy.edit}
          <span className="sr-only">{forTitle}</span>
        </Button>
        <ActionMenu
          label={`${photoCardCopy.more}${forTitle}`}
          busy={busy}
          items={[
            {
              key: 'featured',
              label: photo.isFeatured ? photoCardCopy.unfeature : photoCardCopy.feature,
              onSelect: onToggleFeatured,
            },
            {
              key: 'hero',
              label: photoCardCopy.setHero,
              onSelect: onSetHero,
              disabled: photo.isHeroImage,
              note: photo.isHeroImage ? photoCardCopy.alreadyHero : undefined,
            },
            { key: 'delete', label: photoCardCopy.delete, onSelect: onDelete, danger: true },
          ]}
        />
      </div>
    </article>
  );
}
