import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { PublicLayout } from '../components/layout/PublicLayout';
import { ScrollToTop } from '../components/layout/ScrollToTop';
import { PageLoading } from '../components/ui/PageLoading';
import { ChunkErrorBoundary } from './chunks/ChunkErrorBoundary';
import { lazyPage } from './chunks/lazy-page';

const HomePage = lazyPage(() => import('../pages/public/home/HomePage'));
const AboutPage = lazyPage(() => import('../pages/public/about/AboutPage'));
const ServicesPage = lazyPage(() => import('../pages/public/services/ServicesPage'));
const GalleryPage = lazyPage(() => import('../pages/public/gallery/GalleryPage'));
const PhotoDetailPage = lazyPage(() => import('../pages/public/photo/PhotoDetailPage'));
const ContactPage = lazyPage(() => import('../pages/public/contact/ContactPage'));
const PlaceholderPage = lazyPage(() => import('../pages/public/placeholder/PlaceholderPage'));
const AdminApp = lazyPage(() => import('../pages/admin/AdminApp'));

/** The route table of spec 2. Every page is its own lazy chunk; the admin is one more, never loaded by public pages. */
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
