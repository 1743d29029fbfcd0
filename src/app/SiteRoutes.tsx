import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/layout/PublicLayout';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { ADMIN_BASE, paths, routeList, ROUTES_CASE_SENSITIVE, type RouteEntry } from '../config/routes';
import { AppErrorBoundary } from './errors/AppErrorBoundary';

export type PageProps = Record<string, string>;

const publicRoutes = routeList.filter((route) => route.area === 'public');

/**
 * The router's routes, built from the route table: public pages in the public layout, the admin area under its
 * base. The browser (AppRoutes: lazy pages, the admin chunk) and the server render (src/app/server: the pages
 * imported at once, no admin) render this same tree, so the server's HTML is what the browser hydrates.
 */
export function SiteRoutes({ pageOf, admin }: { pageOf: (route: RouteEntry) => ComponentType<PageProps>; admin?: ReactNode }) {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <AppErrorBoundary resetKey={location.pathname}>
        <Routes>
          {admin && <Route path={`${ADMIN_BASE}/*`} caseSensitive={ROUTES_CASE_SENSITIVE} element={admin} />}
          <Route element={<PublicLayout />}>
            {publicRoutes.map((route) => {
              const Page = pageOf(route);
              return <Route key={route.key} path={route.path} caseSensitive={ROUTES_CASE_SENSITIVE} element={<Page {...route.props} />} />;
            })}
            <Route path="*" element={<Navigate to={paths.home} replace />} />
          </Route>
        </Routes>
      </AppErrorBoundary>
    </>
  );
}
