import { staticPublicRoutes } from '@/config/routes';

/** The clean paths of the public pages without a parameter ('/', '/about', ...): each has its own HTML file. */
export const STATIC_PAGE_PATHS: readonly string[] = staticPublicRoutes.map((route) => route.path);
