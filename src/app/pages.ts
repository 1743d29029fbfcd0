import type { ComponentType } from 'react';
import { routeList, type RouteEntry } from '../config/routes';
import { lazyPage, type LazyPage } from './chunks/lazy-page';
import { pageModuleKey } from './pages-key';
import type { PageProps } from './SiteRoutes';

type PageModule = { default: ComponentType<PageProps> };

/**
 * The public pages' modules, found by file name: every `*Page.tsx` of a public feature (admin features are the
 * `admin-*` folders). Vite turns each into its own lazy chunk; the route table names the one a route shows.
 */
const publicModules = import.meta.glob<PageModule>(['../features/**/*Page.tsx', '!../features/admin-*/**']);

function lazyPublicPage(route: RouteEntry): LazyPage<PageProps> {
  const importer = publicModules[pageModuleKey(route.page)];
  if (!importer) throw new Error(`Route ${route.path}: no public page module src/features/${route.page}.tsx`);
  return lazyPage(importer);
}

/** One lazy page per public page module (the three placeholders share one), keyed by the table's `page`. */
export const publicPages: ReadonlyMap<string, LazyPage<PageProps>> = new Map(
  routeList.filter((route) => route.area === 'public').map((route) => [route.page, lazyPublicPage(route)]),
);

/** The admin area: one lazy chunk with every admin page (src/app/admin/AdminApp.tsx), never loaded by public pages. */
export const AdminApp = lazyPage(() => import('./admin/AdminApp'));
