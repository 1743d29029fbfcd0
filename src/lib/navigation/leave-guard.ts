import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Leaving a screen that holds unsaved work (사이트 설정) asks first. The app runs on a plain hash router, not a data
 * router, so react-router's useBlocker is not there; what can take the staff member away is held here instead:
 * - the admin's own links (sidebar, phone menu, brand, 사이트 보기): they call guardedLinkClick, which stops the
 *   click and asks the screen;
 * - Back, Forward or an address typed into the bar (the hash changes): the router hears those as popstate, so a
 *   listener that runs before the router's stops the event, puts the address back and asks;
 * - closing or reloading the tab: the browser's own beforeunload question.
 * One screen holds at a time (the one on show).
 */

/** Shows the screen's question; `leave` goes where the staff member was going, if they choose to. */
export type AskToLeave = (leave: () => void) => void;

let held: AskToLeave | null = null;

/** Runs `leave` at once, or asks the screen that holds the page first. */
export function requestLeave(leave: () => void): void {
  if (held) held(leave);
  else leave();
}

/** The history entry's index, as react-router's history writes it into history.state (null when there is none). */
function historyIndex(state: unknown): number | null {
  const index = state && typeof state === 'object' && 'idx' in state ? (state as { idx: unknown }).idx : null;
  return typeof index === 'number' ? index : null;
}

/**
 * While `active`, the page is held: leaving it by the admin's links, Back/Forward/a typed address or closing the tab
 * asks first (`ask` for the first two, the browser for the last).
 */
export function useHoldLeaving(active: boolean, ask: AskToLeave): void {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });

  useEffect(() => {
    if (!active) return;
    const hold: AskToLeave = (leave) => askRef.current(leave);
    held = hold;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };

    const hereIndex = historyIndex(window.history.state);
    // The popstate events of our own moves back to this entry, which the router must not hear either.
    let ownMoves = 0;
    let leaving = false;
    const onPopState = (event: PopStateEvent) => {
      if (leaving) return;
      event.stopImmediatePropagation();
      if (ownMoves > 0) {
        ownMoves -= 1;
        return;
      }
      const thereIndex = historyIndex(event.state);
      // How far to go to be back on this page's entry: a typed address made a new entry after it (state without idx).
      const back = hereIndex !== null && thereIndex !== null ? hereIndex - thereIndex : -1;
      if (back === 0) return;
      ownMoves += 1;
      window.history.go(back);
      hold(() => {
        leaving = true;
        window.history.go(-back);
      });
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture on window runs before the router's listener (a bubbling one on the same target).
    window.addEventListener('popstate', onPopState, true);
    return () => {
      if (held === hold) held = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [active]);
}

/**
 * For the admin's own links: `onClick={guardedClick(to)}`. A plain click on a link to another page, while a screen
 * holds the page, is stopped and the screen asks; leaving then navigates. Clicks that open a new tab or window pass.
 */
export function useGuardedLinkClick() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (to: string, before?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    before?.();
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!held || newTab || event.defaultPrevented || to.split('?')[0] === pathname) return;
    event.preventDefault();
    held(() => navigate(to));
  };
}
