import type { ReactNode } from 'react';
import { NavigationType, Router, parsePath, type Navigator } from 'react-router-dom';
import { linkHref } from './link-href';

function cannotNavigate(): never {
  throw new Error('A server-rendered page cannot navigate');
}

/** The server render's router: one fixed location, and the same link hrefs as AppHashRouter (linkHref). */
export function StaticLocationRouter({ location, children }: { location: string; children: ReactNode }) {
  const navigator: Navigator = {
    createHref: linkHref,
    encodeLocation: (to) => {
      const { pathname = '/', search = '', hash = '' } = typeof to === 'string' ? parsePath(to) : to;
      return { pathname, search, hash };
    },
    go: cannotNavigate,
    push: cannotNavigate,
    replace: cannotNavigate,
  };
  const { pathname = '/', search = '', hash = '' } = parsePath(location);
  return (
    <Router
      navigator={navigator}
      location={{ pathname, search, hash, state: null, key: 'default' }}
      navigationType={NavigationType.Pop}
      static
    >
      {children}
    </Router>
  );
}
