import type { GalleryPhoto } from '@/domain/types';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { loadRelatedPhotos } from './gallery-service';

const NONE: GalleryPhoto[] = [];

/**
 * Up to three other photos of the same type, read once per photo and type. A photo without a type
 * reads nothing; while reading, or when the read fails, there are none (the section is a suggestion, not the page).
 */
export function useRelatedPhotos(photo: GalleryPhoto): GalleryPhoto[] {
  const photoPage = usePageData()?.photoPage;
  const related = useAsyncValue(
    photo.workType ? () => loadRelatedPhotos(photo) : null,
    `${photo.id}\u0000${photo.workType ?? ''}`,
    'Related images failed to load',
    photoPage && photoPage.photo.id === photo.id ? { value: photoPage.related } : undefined,
  );
  return related.status === 'ready' ? related.value : NONE;
}
