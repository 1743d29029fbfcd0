import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PublicLayout } from '../components/layout/PublicLayout';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { PageLoading } from '../components/ui/PageLoading';
import { ADMIN_BASE, paths, routeList } from '../config/routes';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { AdminApp, publicPages } from './pages';

/** The router, built from the route table (src/config/routes.ts): public pages in the public layout, the admin area under its base. */
export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <AppErrorBoundary resetKey={location.pathname}>
        <Routes>
          <Route path={`${ADMIN_BASE}/*`} element={<Suspense fallback={<PageLoading fullScreen />}><AdminApp /></Suspense>} />
          <Route element={<PublicLayout />}>
            {routeList
              .filter((route) => route.area === 'public')
              .map((route) => {
                const Page = publicPages.get(route.page)!;
                return <Route key={route.key} path={route.path} element={<Page {...route.props} />} />;
              })}
            <Route path="*" element={<Navigate to={paths.home} replace />} />
          </Route>
        </Routes>
      </AppErrorBoundary>
    </>
  );
}
