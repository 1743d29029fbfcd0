import { lazyPage } from './chunks/lazy-page';
import type { PageKey } from './start-routes';

/** Every page is its own lazy chunk; the admin is one more, never loaded by public pages. */
export const pages = {
  home: lazyPage(() => import('../features/home/HomePage')),
  about: lazyPage(() => import('../features/company-pages/about/AboutPage')),
  services: lazyPage(() => import('../features/company-pages/services/ServicesPage')),
  gallery: lazyPage(() => import('../features/gallery/GalleryPage')),
  photo: lazyPage(() => import('../features/gallery/PhotoDetailPage')),
  contact: lazyPage(() => import('../features/contact/ContactPage')),
  placeholder: lazyPage(() => import('../features/company-pages/placeholder/PlaceholderPage')),
  admin: lazyPage(() => import('./admin/AdminApp')),
} satisfies Record<PageKey, { preload: () => Promise<void> }>;
