/**
 * Which route the address bar names, whichever address the visitor came by: the hash route (`/#/contact`, the
 * app's own addresses) or else the clean path (`/about`, a search result or a shared link), with its query.
 * index.html's inline script applies the same rule before the first paint (to hide a server-rendered page that is
 * not that route); keep the two alike.
 */
export function routeOfAddress({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  if (hash.startsWith('#/')) return hash.slice(1).split('#')[0] ?? '/';
  return `${pathname || '/'}${search}`;
}

/** The app's own address for a route: '/#/about'; the home page without a hash stays '/'. */
export function hashAddressOf(route: string): string {
  return route === '/' ? '/' : `/#${route}`;
}

/**
 * How the app starts: `hydrate` when the page's server-rendered HTML shows the route the address names (React
 * takes over that markup); else `render` (the HTML is another page's, e.g. the home page's for `/#/contact`, or
 * there is none: React renders the route itself, in place of it).
 */
export function bootModeOf(route: string, prerenderedRoute: string | undefined): 'hydrate' | 'render' {
  return prerenderedRoute !== undefined && route === prerenderedRoute ? 'hydrate' : 'render';
}
