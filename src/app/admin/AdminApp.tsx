import type { ComponentType } from 'react';
import { HelmetProvider } from 'react-helmet-async';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NoIndex } from '@/components/layout/NoIndex';
import { ToastProvider } from '@/components/ui/toast/ToastProvider';
import { ADMIN_BASE, paths, routeList, ROUTES_CASE_SENSITIVE, type RouteEntry } from '@/config/routes';
import { RequireAdmin } from '@/features/admin-auth/RequireAdmin';
import { JobUploadedPanel } from '@/features/admin-jobs/JobUploadedPanel';
import { JobUploadModal } from '@/features/admin-jobs/JobUploadModal';
import { AdminAppHead } from '@/features/admin-notifications/push/AdminAppHead';
import type { JobUploadViews } from '@/features/admin-photos/PhotosPage';
import { ServerStateProvider } from '@/lib/server-state/ServerStateProvider';
import { AuthProvider } from '@/lib/session/AuthProvider';
import { pageModuleKey } from '../pages-key';
import { AdminLayout } from './AdminLayout';
import { NewInquiriesProvider } from './NewInquiriesProvider';
import { NewReviewsProvider } from './NewReviewsProvider';

type PageModule = { default: ComponentType };

/** Every admin page module (the `admin-*` features), bundled into this one admin chunk. */
const adminModules = import.meta.glob<PageModule>('../../features/admin-*/*Page.tsx', { eager: true });

const adminRoutes = routeList.filter((route) => route.area === 'admin');

function adminPage(route: RouteEntry): ComponentType {
  const module = adminModules[pageModuleKey(route.page).replace('../', '../../')];
  if (!module) throw new Error(`Route ${route.path}: no admin page module src/features/${route.page}.tsx`);
  return module.default;
}

/**
 * What a page shows of another feature, composed here because a feature never imports another: the photos screen
 * opens the jobs feature's site photo upload (?upload=camera).
 */
const jobUpload: JobUploadViews = { Upload: JobUploadModal, Uploaded: JobUploadedPanel };
const pageProps: Readonly<Record<string, object>> = { 'admin-photos/PhotosPage': { jobUpload } };

/** Child paths under /jy-dev: relative, so the admin base is set once, by the route table. */
const child = (path: string) => path.slice(ADMIN_BASE.length + 1);

function routeElement(route: RouteEntry) {
  const Page = adminPage(route);
  return (
    <>
      {route.noindex && <NoIndex />}
      <Page {...pageProps[route.page]} />
    </>
  );
}

/**
 * The admin area, one lazy chunk mounted at /jy-dev/*, built from the route table's admin routes: the public
 * ones (the login) as they are, the guarded ones inside the guard and the admin layout. The dashboard is also
 * the index (/jy-dev). An unknown path under the base goes home, as any unknown path does (the route table's catch-all),
 * signed in or not: outside the guard, so it neither asks for a sign-in nor shows the dashboard. Its server state
 * (TanStack Query) lives here, so no public page loads it; so does react-helmet-async (NoIndex), which no public page needs.
 */
export default function AdminApp() {
  return (
    <HelmetProvider>
      {/* The home-screen app's manifest, on admin pages only (public pages never link it or register a worker). */}
      <AdminAppHead />
      <ServerStateProvider>
        <ToastProvider>
          <AuthProvider>
            <Routes>
              {adminRoutes
                .filter((route) => !route.guarded)
                .map((route) => (
                  <Route key={route.key} path={child(route.path)} caseSensitive={ROUTES_CASE_SENSITIVE} element={routeElement(route)} />
                ))}
              <Route
                element={
                  <RequireAdmin>
                    {/* One live new-inquiry subscription for every admin page (count, badge, tab title, toasts). */}
                    <NewInquiriesProvider>
                      {/* And one for the reviews customers write (pending count, badge, toasts). */}
                      <NewReviewsProvider>
                        <AdminLayout />
                      </NewReviewsProvider>
                    </NewInquiriesProvider>
                  </RequireAdmin>
                }
              >
                <Route index element={<Navigate to={paths.adminDashboard} replace />} />
                {adminRoutes
                  .filter((route) => route.guarded)
                  .map((route) => (
                    <Route key={route.key} path={child(route.path)} caseSensitive={ROUTES_CASE_SENSITIVE} element={routeElement(route)} />
                  ))}
              </Route>
              <Route path="*" element={<Navigate to={paths.home} replace />} />
            </Routes>
          </AuthProvider>
        </ToastProvider>
      </ServerStateProvider>
    </HelmetProvider>
  );
}
