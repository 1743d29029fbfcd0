import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state that keeps the scroll position (photo detail keeps scroll between photos). */
export interface KeepScrollState {
  keepScroll?: boolean;
}

export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as KeepScrollState).keepScroll === true;
}

/**
 * Scrolls to the top on every navigation unless the navigation passed { keepScroll: true }. Not when the app
 * starts: a page loads at the top anyway, and a visitor who scrolled the prerendered page while the app loaded
 * stays where they are.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const started = useRef(false);
  useLayoutEffect(() => {
    if (!started.current) {
      started.current = true;
      return;
    }
    if (!keepsScroll(state)) window.scrollTo(0, 0);
    // Only a change of path scrolls; state is read for the flag.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}
