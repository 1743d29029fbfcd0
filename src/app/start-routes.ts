import { ADMIN_BASE, routeList, type PreloadImage } from '../config/routes';

/**
 * What the first page of a visit needs at once, per route, derived from the route table. Read at start-up
 * (start-up.ts warms the page's chunk and the backend) and at build time (scripts/vite/first-page-preload.ts
 * writes an inline script into index.html that preloads the same chunks, and the pictures, before the entry
 * has even loaded). Plain data: the build reads this file, so it imports nothing that needs a browser.
 */

/** The start-up page of every admin route: the admin area's one chunk. */
export const ADMIN_PAGE = 'admin';

export interface StartRoute {
  /** A route pattern (react-router syntax). */
  pattern: string;
  /** The route table's `page`, or ADMIN_PAGE for the admin area. */
  page: string;
  /** The page's module (the build finds its chunk by this name). */
  module: string;
  /** The page reads the public backend as soon as it shows (home, gallery, photo detail). */
  readsBackend: boolean;
  /** Pictures the page shows first (the home hero). */
  images: readonly PreloadImage[];
}

export const START_ROUTES: readonly StartRoute[] = [
  ...routeList
    .filter((route) => route.area === 'public')
    .map((route) => ({
      pattern: route.path,
      page: route.page,
      module: `src/features/${route.page}.tsx`,
      readsBackend: route.readsBackend ?? false,
      images: route.preloadImages ?? [],
    })),
  { pattern: `${ADMIN_BASE}/*`, page: ADMIN_PAGE, module: 'src/app/admin/AdminApp.tsx', readsBackend: false, images: [] },
];

/** The backend adapters' modules (the build ships one of them, see backend/load-adapter.ts). */
export const ADAPTER_MODULES: readonly string[] = ['src/backend/demo/adapter.ts', 'src/backend/firebase/adapter.ts'];
