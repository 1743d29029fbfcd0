import { Suspense } from 'react';
import { PageLoading } from '../components/ui/PageLoading';
import type { RouteEntry } from '../config/routes';
import { AdminApp, publicPages } from './pages';
import { SiteRoutes } from './SiteRoutes';

const lazyPageOf = (route: RouteEntry) => publicPages.get(route.page)!;

const admin = (
  <Suspense fallback={<PageLoading fullScreen />}>
    <AdminApp />
  </Suspense>
);

/** The app's routes (SiteRoutes): each public page a lazy chunk, the admin area one lazy chunk under its base. */
export function AppRoutes() {
  return <SiteRoutes pageOf={lazyPageOf} admin={admin} />;
}
