import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state that keeps the scroll position (spec 2: photo detail keeps scroll between photos). */
export interface KeepScrollState {
  keepScroll?: boolean;
}

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as KeepScrollState).keepScroll === true;
}

/** Scrolls to the top on every navigation unless the navigation passed { keepScroll: true }. */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  useLayoutEffect(() => {
    if (!keepsScroll(state)) window.scrollTo(0, 0);
    // Only a change of path scrolls; state is read for the flag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
