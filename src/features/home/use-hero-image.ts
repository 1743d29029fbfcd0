import { getHeroImageUrl } from './showcase-service';
import { useAsyncValue } from '../../lib/use-async-value';

/** URL of the hero background once known; null while loading, when none is flagged, or when the read fails. */
export function useHeroImageUrl(): string | null {
  const state = useAsyncValue(getHeroImageUrl);
  return state.status === 'ready' ? state.value : null;
}
