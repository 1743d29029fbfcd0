import { matchPath } from 'react-router-dom';
import { publicBackend, renderedDataIsCurrent } from '../backend/registry';
import { ROUTES_CASE_SENSITIVE } from '../config/routes';
import { AdminApp, publicPages } from './pages';
import { ADMIN_PAGE, START_ROUTES, type StartRoute } from './start-routes';

/**
 * What the first page needs, started at once and in parallel instead of one after the other
 * (entry → page chunk → render → backend adapter → data → pictures): the page's chunk and, for the pages that
 * read the backend as soon as they show, the backend adapter. index.html has usually asked for the same files
 * already (its modulepreload links); these calls then just pick them up. Route chunks stay lazy.
 */

/** How long the first render waits for the first page's chunk (then the layout and a loading placeholder show). */
export const FIRST_RENDER_WAIT_MS = 3000;

/** The route path the hash router shows for a location hash: '' and '#' are '/', query and fragment dropped. */
export function routePathOf(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The start-up route for a hash, or null when no route matches (the router then redirects home). */
export function startRouteOf(hash: string): StartRoute | null {
  const path = routePathOf(hash);
  return START_ROUTES.find((route) => matchPath({ path: route.pattern, caseSensitive: ROUTES_CASE_SENSITIVE }, path) !== null) ?? null;
}

/**
 * Starts loading the first page's chunk and, when it reads at once, the backend; resolves when the chunk is in (or
 * failed). A page hydrated from its HTML (`rendered`) whose data is sure to be current reads nothing: no backend.
 */
export function warmStart(hash: string, rendered = false): Promise<void> {
  const route = startRouteOf(hash);
  if (!route) return Promise.resolve();
  // A failure here shows where the page itself asks (its error state): nothing to report twice.
  if (route.readsBackend) {
    void (rendered ? renderedDataIsCurrent() : Promise.resolve(false)).then((current) => {
      if (!current) publicBackend().catch(() => undefined);
    });
  }
  const page = route.page === ADMIN_PAGE ? AdminApp : publicPages.get(route.page);
  return page ? page.preload() : Promise.resolve();
}

/** Resolves when `pageLoaded` settles or after `waitMs`, whichever comes first. */
export function firstPageReady(pageLoaded: Promise<void>, waitMs = FIRST_RENDER_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    void pageLoaded.finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
