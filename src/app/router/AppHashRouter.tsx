import { useLayoutEffect, useMemo, useState, startTransition, type ReactNode } from 'react';
import { NavigationType, Router, UNSAFE_createHashHistory, parsePath, type Location, type Navigator } from 'react-router-dom';
import { popIsHeld } from '@/lib/navigation/pop-interceptor';
import { linkHref } from './link-href';

interface RouterState {
  action: NavigationType;
  location: Location;
}

const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash && a.key === b.key;

/**
 * The app's hash router: react-router's HashRouter with two differences.
 * - Links carry clean hrefs (linkHref): `<a href="/about">`; a plain click still pushes `#/about`.
 * - A hash change made before the router listens (a fast Back or an address-bar edit while the app starts, or a
 *   hydration that began at the prerendered route) is caught up as soon as it listens: the page always shows
 *   the route in the address bar. HashRouter reads the location once and only hears later changes.
 * `hydrateAt` (hydration): the route the prerendered HTML shows ('/about'); the first render is of that route
 * whatever the address bar says by then, so that it matches the HTML, and catches up right after.
 */
export function AppHashRouter({ children, hydrateAt }: { children: ReactNode; hydrateAt?: string }) {
  const [history] = useState(() => UNSAFE_createHashHistory({ v5Compat: true }));
  const [state, setState] = useState<RouterState>(() => {
    const location = history.location;
    if (hydrateAt === undefined) return { action: history.action, location };
    const { pathname = '/', search = '', hash = '' } = parsePath(hydrateAt);
    return { action: history.action, location: { ...location, pathname, search, hash } };
  });
  const navigator = useMemo<Navigator>(
    () => ({
      createHref: linkHref,
      encodeLocation: history.encodeLocation,
      go: history.go,
      push: history.push,
      replace: history.replace,
    }),
    [history],
  );

  useLayoutEffect(() => {
    // Navigations render as transitions, as HashRouter's do: the page on screen stays until the next is ready.
    const stop = history.listen(({ action, location }) => {
      // Back/Forward or a typed address while a screen holds unsaved work: the page stays, the screen asks.
      if (action === NavigationType.Pop && popIsHeld(window.history.state)) return;
      startTransition(() => setState({ action, location }));
    });
    const now = history.location;
    // Catching up with the address bar (an outside system) once listening: what the effect is for.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setState((current) => (samePlace(current.location, now) ? current : { action: NavigationType.Pop, location: now }));
    return stop;
  }, [history]);

  return (
    <Router navigator={navigator} location={state.location} navigationType={state.action}>
      {children}
    </Router>
  );
}
