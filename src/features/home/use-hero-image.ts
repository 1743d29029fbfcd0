import { useState } from 'react';
import type { HeroPicture } from '@/lib/page-data/page-data';
import { usePageData } from '@/lib/page-data/PageDataProvider';
import { useAsyncValue } from '@/lib/use-async-value';
import { isHeroCopy, startingHero } from './hero-images';
import { getHeroPicture } from './showcase-service';

export interface HeroState {
  /** The picture the page's HTML already showed (a server-rendered home page), shown from the first paint; null otherwise. */
  first: HeroPicture | null;
  /** The flagged hero as read now (null: none is flagged); undefined while unknown (not read, loading, or failed). */
  current: HeroPicture | null | undefined;
}

/**
 * The hero background: what the page's HTML named, and the flagged hero as the backend says now. While the page
 * shows the hero's stable copy (a Firebase build), that is the current hero: nothing is read unless it failed to
 * load (`firstFailed`: no copy made yet, or the functions not deployed).
 */
export function useHeroPicture(firstFailed = false): HeroState {
  const data = usePageData();
  const [first] = useState(() => startingHero(data));
  const load = isHeroCopy(first) && !firstFailed ? null : getHeroPicture;
  const state = useAsyncValue(load, load, 'Hero image failed to load', data?.hero !== undefined ? { value: data.hero } : undefined);
  return { first, current: state.status === 'ready' ? state.value : undefined };
}
