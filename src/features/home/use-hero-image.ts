import { getHeroImageUrl } from './showcase-service';
import { useAsyncValue } from '../../lib/use-async-value';

/**
 * URL of the hero background once known; null while loading, when none is flagged, when the read fails, or when
 * `read` is false (the page shows the hero's stable copy instead, and reads nothing).
 */
export function useHeroImageUrl(read = true): string | null {
  const state = useAsyncValue(read ? getHeroImageUrl : null, read);
  return state.status === 'ready' ? state.value : null;
}
