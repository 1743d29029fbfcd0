import type { ConstructionImage } from '../../domain/types';
import { getFeaturedWorks } from './showcase-service';
import { useAsyncValue, type AsyncValue } from '../../lib/use-async-value';

/** The home page's featured works: loading, then the list (possibly empty), or an error. */
export function useFeaturedWorks(): AsyncValue<ConstructionImage[]> {
  return useAsyncValue(getFeaturedWorks);
}
