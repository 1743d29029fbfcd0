import { Navigate, Route, Routes } from 'react-router-dom';
import { ToastProvider } from '../../components/ui/toast/ToastProvider';
import { paths } from '../../config/paths';
import { AuthProvider } from '../../lib/session/AuthProvider';
import DashboardPage from '../../features/admin-dashboard/DashboardPage';
import ImagesPage from '../../features/admin-images/ImagesPage';
import InquiriesPage from '../../features/admin-inquiries/InquiriesPage';
import { AdminLayout } from './AdminLayout';
import { RequireAdmin } from '../../features/auth/RequireAdmin';
import LoginPage from '../../features/auth/LoginPage';

/** Child paths under /jy-dev (spec 2): relative, so the admin base is set once by the app's route table. */
const child = (path: string) => path.slice(paths.admin.base.length + 1);

/**
 * The admin area, one lazy chunk mounted at /jy-dev/*: the public login, and the protected layout with the
 * dashboard (also the index and the fallback for unknown admin paths), images and inquiries.
 */
export default function AdminApp() {
  return (
    <ToastProvider>
      <AuthProvider>
        <Routes>
          <Route path={child(paths.admin.login)} element={<LoginPage />} />
          <Route
            element={
              <RequireAdmin>
                <AdminLayout />
              </RequireAdmin>
            }
          >
            <Route index element={<Navigate to={paths.admin.dashboard} replace />} />
            <Route path={child(paths.admin.dashboard)} element={<DashboardPage />} />
            <Route path={child(paths.admin.images)} element={<ImagesPage />} />
            <Route path={child(paths.admin.inquiries)} element={<InquiriesPage />} />
            <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
          </Route>
        </Routes>
      </AuthProvider>
    </ToastProvider>
  );
}
