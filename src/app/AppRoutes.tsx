import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { PublicLayout } from '../components/layout/PublicLayout';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { PageLoading } from '../components/ui/PageLoading';
import { ChunkErrorBoundary } from './chunks/ChunkErrorBoundary';
import { pages } from './pages';

const { home: HomePage, about: AboutPage, services: ServicesPage, gallery: GalleryPage, photo: PhotoDetailPage } = pages;
const { contact: ContactPage, placeholder: PlaceholderPage, admin: AdminApp } = pages;

/** The route table of spec 2 (pages.ts: each page a lazy chunk; start-up.ts warms the current one). */
export function AppRoutes() {
  const location = useLocation();
  return (
    <>
      <ScrollToTop />
      <ChunkErrorBoundary resetKey={location.pathname}>
        <Routes>
          <Route path={`${paths.admin.base}/*`} element={<Suspense fallback={<PageLoading fullScreen />}><AdminApp /></Suspense>} />
          <Route element={<PublicLayout />}>
            <Route index element={<HomePage />} />
            <Route path={paths.about} element={<AboutPage />} />
            <Route path={paths.services} element={<ServicesPage />} />
            <Route path={paths.projects} element={<GalleryPage />} />
            <Route path={paths.photoPattern} element={<PhotoDetailPage />} />
            <Route path={paths.contact} element={<ContactPage />} />
            <Route path={paths.privacy} element={<PlaceholderPage kind="privacy" />} />
            <Route path={paths.terms} element={<PlaceholderPage kind="terms" />} />
            <Route path={paths.support} element={<PlaceholderPage kind="support" />} />
            <Route path="*" element={<Navigate to={paths.home} replace />} />
          </Route>
        </Routes>
      </ChunkErrorBoundary>
    </>
  );
}
