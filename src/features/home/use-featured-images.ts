import type { ConstructionImage } from '@/domain/types';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue, type AsyncValue } from '@/lib/use-async-value';
import { loadFeaturedImages } from './showcase-service';

/** The home page's featured photos: loading, then the list (possibly empty), or an error. */
export function useFeaturedImages(): AsyncValue<ConstructionImage[]> {
  const prerendered = usePageData()?.featuredImages;
  return useAsyncValue(
    loadFeaturedImages,
    loadFeaturedImages,
    'Featured images failed to load',
    prerendered ? { value: prerendered } : undefined,
  );
}
