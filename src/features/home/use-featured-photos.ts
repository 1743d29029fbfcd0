import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue, type AsyncValue } from '@/lib/use-async-value';
import { loadFeaturedPhotos, type FeaturedPhotos } from './showcase-service';

/** The home page's featured photos and their jobs: loading, then the list (possibly empty), or an error. */
export function useFeaturedPhotos(): AsyncValue<FeaturedPhotos> {
  const data = usePageData();
  const prerendered = data?.featuredPhotos;
  return useAsyncValue(
    loadFeaturedPhotos,
    loadFeaturedPhotos,
    'Featured images failed to load',
    // A page rendered before jobs were read with it (a cached page) shows its photos without facts.
    prerendered ? { value: { photos: prerendered, jobs: data?.featuredJobs ?? [] } } : undefined,
  );
}
