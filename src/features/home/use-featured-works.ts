import type { ConstructionImage } from '../../domain/types';
import { usePageData } from '../../lib/page-data/PageDataProvider';
import { getFeaturedWorks } from './showcase-service';
import { useAsyncValue, type AsyncValue } from '../../lib/use-async-value';

/** The home page's featured works: loading, then the list (possibly empty), or an error. */
export function useFeaturedWorks(): AsyncValue<ConstructionImage[]> {
  const works = usePageData()?.featuredWorks;
  return useAsyncValue(getFeaturedWorks, getFeaturedWorks, 'Featured works failed to load', works ? { value: works } : undefined);
}
