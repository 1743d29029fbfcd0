import type { GalleryPhoto } from '@/domain/types';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadRelatedPhotos } from './gallery-service';

const NONE: GalleryPhoto[] = [];

/**
 * Up to three other photos of the same type, read once per photo and type. A photo without a type
 * reads nothing; while reading, or when the read fails, there are none (the section is a suggestion, not the page).
 */
export function useRelatedPhotos(image: GalleryPhoto): GalleryPhoto[] {
  const photoPage = usePageData()?.photoPage;
  const related = useAsyncValue(
    image.workType ? () => loadRelatedPhotos(image) : null,
    `${image.id}\u0000${image.workType ?? ''}`,
    'Related images failed to load',
    photoPage && photoPage.photo.id === image.id ? { value: photoPage.related } : undefined,
  );
  return related.status === 'ready' ? related.value : NONE;
}
