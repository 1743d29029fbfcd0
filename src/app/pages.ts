import { lazyPage } from './chunks/lazy-page';
import type { PageKey } from './start-routes';

/** Every page is its own lazy chunk; the admin is one more, never loaded by public pages. */
export const pages = {
  home: lazyPage(() => import('../pages/public/home/HomePage')),
  about: lazyPage(() => import('../pages/public/about/AboutPage')),
  services: lazyPage(() => import('../pages/public/services/ServicesPage')),
  gallery: lazyPage(() => import('../pages/public/gallery/GalleryPage')),
  photo: lazyPage(() => import('../pages/public/photo/PhotoDetailPage')),
  contact: lazyPage(() => import('../pages/public/contact/ContactPage')),
  placeholder: lazyPage(() => import('../pages/public/placeholder/PlaceholderPage')),
  admin: lazyPage(() => import('../pages/admin/AdminApp')),
} satisfies Record<PageKey, { preload: () => Promise<void> }>;
