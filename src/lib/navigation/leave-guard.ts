import { useEffect, useRef, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { currentHold, holdPage, releaseHold, type AskToLeave } from './held-page';

/**
 * Leaving a screen that holds unsaved work (사이트 설정) asks first. The app runs on a plain hash router, not a data
 * router, so react-router's useBlocker is not there; what can take the staff member away is held here instead:
 * - the admin's own links (sidebar, phone menu, brand, 홈페이지 보기): their click handler (useGuardedLinkClick)
 *   stops the click and asks the screen;
 * - Back, Forward or an address typed into the bar (the hash changes): the app's router asks heldPop (held-page.ts, through pop-interceptor.ts)
 *   before it shows another page; while a screen holds the page, the address is put back and the screen asks. (A
 *   window popstate listener cannot do this: the router's own listener was there first and runs first, and React
 *   renders the next page within it.)
 * - closing or reloading the tab: the browser's own beforeunload question.
 * One screen holds at a time (the one on show).
 */

export type { AskToLeave } from './held-page';

/**
 * While `active`, the page is held: leaving it by the admin's links or by Back/Forward/a typed address asks first
 * (`ask`), closing or reloading the tab is questioned by the browser.
 */
export function useHoldLeaving(active: boolean, ask: AskToLeave): void {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });

  useEffect(() => {
    if (!active) return;
    const hold = holdPage((leave) => askRef.current(leave));
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      releaseHold(hold);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active]);
}

/**
 * For the admin's own links: `onClick={guarded(to)}`. A plain click on a link to another page, while a screen holds
 * the page, is stopped and the screen asks; leaving then navigates. Clicks that open a new tab or window pass.
 */
export function useGuardedLinkClick() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (to: string, before?: () => void) => (event: MouseEvent<HTMLAnchorElement>) => {
    before?.();
    const hold = currentHold();
    const newTab = event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (!hold || newTab || event.defaultPrevented || to.split('?')[0] === pathname) return;
    event.preventDefault();
    hold.ask(() => {
      releaseHold(hold);
      navigate(to);
    });
  };
}
