import { matchPath } from 'react-router-dom';
import { paths } from '../config/paths';
import { publicBackend } from '../services/backend-registry';
import { pages } from './pages';

/**
 * What the first page needs, started at once and in parallel, instead of one after the other
 * (entry → page chunk → render → backend adapter → data → images): the page's chunk and, for the pages
 * that read the backend as soon as they show, the backend adapter. Route chunks stay lazy; this only
 * starts the one the URL names a little earlier.
 */
interface StartRoute {
  pattern: string;
  preload: () => Promise<void>;
  /** The page reads the public backend as soon as it shows (home, gallery, photo detail). */
  readsBackend: boolean;
}

/** Mirrors AppRoutes. */
const START_ROUTES: readonly StartRoute[] = [
  { pattern: paths.home, preload: pages.home.preload, readsBackend: true },
  { pattern: paths.about, preload: pages.about.preload, readsBackend: false },
  { pattern: paths.services, preload: pages.services.preload, readsBackend: false },
  { pattern: paths.projects, preload: pages.gallery.preload, readsBackend: true },
  { pattern: paths.photoPattern, preload: pages.photo.preload, readsBackend: true },
  { pattern: paths.contact, preload: pages.contact.preload, readsBackend: false },
  { pattern: paths.privacy, preload: pages.placeholder.preload, readsBackend: false },
  { pattern: paths.terms, preload: pages.placeholder.preload, readsBackend: false },
  { pattern: paths.support, preload: pages.placeholder.preload, readsBackend: false },
  { pattern: `${paths.admin.base}/*`, preload: pages.admin.preload, readsBackend: false },
];

/** The route path the hash router shows for a location hash: '' and '#' are '/', query and fragment dropped. */
export function routePathOf(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') ? path : `/${path}`;
}

/** The start-up route for a hash, or null when no route matches (the router then redirects home). */
export function startRouteOf(hash: string): StartRoute | null {
  const path = routePathOf(hash);
  return START_ROUTES.find((route) => matchPath(route.pattern, path) !== null) ?? null;
}

/** Starts loading the first page's chunk and, when it reads at once, the backend; resolves when the chunk is in (or failed). */
export function warmStart(hash: string): Promise<void> {
  const route = startRouteOf(hash);
  if (!route) return Promise.resolve();
  // A failure here shows where the page itself asks (its error state); nothing to report twice.
  if (route.readsBackend) publicBackend().catch(() => undefined);
  return route.preload();
}
