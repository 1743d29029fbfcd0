import { paths } from '../config/paths';
import { HERO_DEFAULT, HERO_DEFAULT_MOBILE } from '../features/home/hero-images';

/**
 * What the first page of a visit needs at once, per route (mirrors AppRoutes). Read at start-up
 * (start-up.ts warms the page's chunk and the backend) and at build time (scripts/vite/first-page-preload.ts
 * writes an inline script into index.html that preloads the same chunks, and the pictures, before the entry
 * has even loaded). Plain data: the build reads this file, so it imports nothing that needs a browser.
 */
export type PageKey = 'home' | 'about' | 'services' | 'gallery' | 'photo' | 'contact' | 'placeholder' | 'admin';

export interface PreloadImage {
  href: string;
  media: string;
}

export interface StartRoute {
  /** A route pattern of AppRoutes (react-router syntax). */
  pattern: string;
  page: PageKey;
  /** The page reads the public backend as soon as it shows (home, gallery, photo detail). */
  readsBackend: boolean;
  /** Pictures the page shows first (the home hero). */
  images?: readonly PreloadImage[];
}

/** The home hero's shipped pictures, with the media queries of HeroBackground's <picture>. */
const HERO_PICTURES: readonly PreloadImage[] = [
  { href: HERO_DEFAULT_MOBILE.src, media: HERO_DEFAULT_MOBILE.media },
  { href: HERO_DEFAULT.src, media: `not all and ${HERO_DEFAULT_MOBILE.media}` },
];

export const START_ROUTES: readonly StartRoute[] = [
  { pattern: paths.home, page: 'home', readsBackend: true, images: HERO_PICTURES },
  { pattern: paths.about, page: 'about', readsBackend: false },
  { pattern: paths.services, page: 'services', readsBackend: false },
  { pattern: paths.projects, page: 'gallery', readsBackend: true },
  { pattern: paths.photoPattern, page: 'photo', readsBackend: true },
  { pattern: paths.contact, page: 'contact', readsBackend: false },
  { pattern: paths.privacy, page: 'placeholder', readsBackend: false },
  { pattern: paths.terms, page: 'placeholder', readsBackend: false },
  { pattern: paths.support, page: 'placeholder', readsBackend: false },
  { pattern: `${paths.admin.base}/*`, page: 'admin', readsBackend: false },
];

/**
 * The module of each page (the build finds its chunk by this name; it fails when one is not a lazy chunk,
 * so this list cannot drift from pages.ts unnoticed).
 */
export const PAGE_MODULES: Record<PageKey, string> = {
  home: 'src/features/home/HomePage.tsx',
  about: 'src/features/company-pages/about/AboutPage.tsx',
  services: 'src/features/company-pages/services/ServicesPage.tsx',
  gallery: 'src/features/gallery/GalleryPage.tsx',
  photo: 'src/features/gallery/PhotoDetailPage.tsx',
  contact: 'src/features/contact/ContactPage.tsx',
  placeholder: 'src/features/company-pages/placeholder/PlaceholderPage.tsx',
  admin: 'src/app/admin/AdminApp.tsx',
};

/** The backend adapters' modules (the build ships one of them, see load-adapter.ts). */
export const ADAPTER_MODULES: readonly string[] = ['src/backend/demo/adapter.ts', 'src/backend/firebase/adapter.ts'];
