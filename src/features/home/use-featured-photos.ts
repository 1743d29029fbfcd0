import type { GalleryPhoto } from '@/domain/types';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue, type AsyncValue } from '@/lib/use-async-value';
import { loadFeaturedPhotos } from './showcase-service';

/** The home page's featured photos: loading, then the list (possibly empty), or an error. */
export function useFeaturedPhotos(): AsyncValue<GalleryPhoto[]> {
  const prerendered = usePageData()?.featuredPhotos;
  return useAsyncValue(
    loadFeaturedPhotos,
    loadFeaturedPhotos,
    'Featured images failed to load',
    prerendered ? { value: prerendered } : undefined,
  );
}
