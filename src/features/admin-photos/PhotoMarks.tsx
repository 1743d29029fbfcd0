import { HomeIcon, StarIcon } from '@/components/ui/admin-icons';
import { Badge } from '@/components/ui/Badge';
import type { GalleryPhoto } from '@/domain/types';
import { photoCardCopy } from './copy';

/**
 * What a photo is on the home page, in words and not only in colour: 현재 배경 이미지 (the hero) and 대표 프로젝트
 * (featured), both when it is both.
 */
export function PhotoMarks({ photo }: { photo: Pick<GalleryPhoto, 'isHeroImage' | 'isFeatured'> }) {
  if (!photo.isHeroImage && !photo.isFeatured) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={photoCardCopy.marksLabel}>
      {photo.isHeroImage && (
        <Badge as="li" tone="strongBlue" size="sm" bold inline className="gap-1">
          <HomeIcon width={12} height={12} />
          {photoCardCopy.heroBadge}
        </Badge>
      )}
      {photo.isFeatured && (
        <Badge as="li" tone="brand" size="sm" bold inline className="gap-1">
          <StarIcon width={12} height={12} />
          {photoCardCopy.featuredBadge}
        </Badge>
      )}
    </ul>
  );
}
