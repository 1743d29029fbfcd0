import { ADMIN_BASE, routeList } from '../config/routes';

/**
 * What the first page of a visit needs at once, per route, derived from the route table: start-up.ts warms the
 * page's chunk and, for pages that read the backend as soon as they show, the backend adapter.
 * (`npm run bench -- --compare-warm-start` measures what that is worth: 200-290 ms of LCP on gallery and contact.)
 */

/** The start-up page of every admin route: the admin area's one chunk. */
export const ADMIN_PAGE = 'admin';

export interface StartRoute {
  /** A route pattern (react-router syntax). */
  pattern: string;
  /** The route table's `page`, or ADMIN_PAGE for the admin area. */
  page: string;
  /** The page reads the public backend as soon as it shows (home, gallery, photo detail). */
  readsBackend: boolean;
}

export const START_ROUTES: readonly StartRoute[] = [
  ...routeList
    .filter((route) => route.area === 'public')
    .map((route) => ({ pattern: route.path, page: route.page, readsBackend: route.readsBackend ?? false })),
  { pattern: `${ADMIN_BASE}/*`, page: ADMIN_PAGE, readsBackend: false },
];
