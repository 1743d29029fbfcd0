import type { ConstructionImage } from '@/domain/types';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadRelatedImages } from './gallery-service';

const NONE: ConstructionImage[] = [];

/**
 * Up to three other photos of the same type, read once per photo and type. A photo without a type
 * reads nothing; while reading, or when the read fails, there are none (the section is a suggestion, not the page).
 */
export function useRelatedImages(image: ConstructionImage): ConstructionImage[] {
  const work = usePageData()?.work;
  const related = useAsyncValue(
    image.workType ? () => loadRelatedImages(image) : null,
    `${image.id}\u0000${image.workType ?? ''}`,
    'Related images failed to load',
    work && work.image.id === image.id ? { value: work.related } : undefined,
  );
  return related.status === 'ready' ? related.value : NONE;
}
