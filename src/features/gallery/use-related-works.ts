import type { ConstructionImage } from '../../domain/types';
import { usePageData } from '../../lib/page-data/PageDataProvider';
import { useAsyncValue } from '../../lib/use-async-value';
import { loadRelatedWorks } from './gallery-service';

const NONE: ConstructionImage[] = [];

/**
 * Up to three other works of the photo's type, read once per photo and type. A photo without a type
 * reads nothing; while reading, or when the read fails, there are none (the section is a suggestion, not the page).
 */
export function useRelatedWorks(image: ConstructionImage): ConstructionImage[] {
  const work = usePageData()?.work;
  const related = useAsyncValue(
    image.workType ? () => loadRelatedWorks(image) : null,
    `${image.id}\u0000${image.workType ?? ''}`,
    'Related works failed to load',
    work && work.image.id === image.id ? { value: work.related } : undefined,
  );
  return related.status === 'ready' ? related.value : NONE;
}
