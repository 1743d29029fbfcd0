import { HomeIcon, StarIcon } from '@/components/ui/admin-icons';
import type { ConstructionImage } from '@/domain/types';
import { imageCardCopy } from './copy';

/**
 * What an image is on the home page, in words and not only in colour: 현재 배경 이미지 (the hero) and 대표 프로젝트
 * (featured), both when it is both.
 */
export function ImageMarks({ image }: { image: Pick<ConstructionImage, 'isHeroImage' | 'isFeatured'> }) {
  if (!image.isHeroImage && !image.isFeatured) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={imageCardCopy.marksLabel}>
      {image.isHeroImage && (
        <li className="inline-flex items-center gap-1 rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
          <HomeIcon width={12} height={12} />
          {imageCardCopy.heroBadge}
        </li>
      )}
      {image.isFeatured && (
        <li className="inline-flex items-center gap-1 rounded-full bg-brand-500 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-slate-950">
          <StarIcon width={12} height={12} />
          {imageCardCopy.featuredBadge}
        </li>
      )}
    </ul>
  );
}
