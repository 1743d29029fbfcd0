import { useState } from 'react';
import { usePageData } from '../../lib/page-data/PageDataProvider';
import type { HeroPicture } from '../../lib/page-data/page-data';
import { useAsyncValue } from '../../lib/use-async-value';
import { getHeroPicture } from './showcase-service';

export interface HeroState {
  /** The picture the page's HTML already showed (a server-rendered home page), shown from the first paint; null otherwise. */
  first: HeroPicture | null;
  /** The flagged hero as read now; null while loading, when none is flagged, or when the read fails. */
  current: HeroPicture | null;
}

/** The hero background: what the server-rendered page named, and the flagged hero as the backend says now. */
export function useHeroPicture(): HeroState {
  const data = usePageData();
  const [first] = useState(() => data?.hero ?? null);
  const state = useAsyncValue(getHeroPicture, getHeroPicture, 'Hero image failed to load', data?.hero !== undefined ? { value: data.hero } : undefined);
  return { first, current: state.status === 'ready' ? state.value : null };
}
