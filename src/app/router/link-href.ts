import { createPath, type To } from 'react-router-dom';
import { publicRouteOf } from '@/config/routes';

/**
 * The href every in-app link carries (Link and NavLink through the router's navigator): a public page's clean path
 * (`/about`, `/projects/gallery/abc`), which crawlers follow and which works when opened in a new tab or shared,
 * and `/#/...` for everything else (the admin area has no clean address). A plain click never uses it: the link
 * navigates the hash router. The server render and the browser use this one function, so the hrefs of the
 * prerendered HTML and of the hydrated page are the same.
 */
export function linkHref(to: To): string {
  const path = typeof to === 'string' ? to : createPath(to);
  const pathname = path.split(/[?#]/)[0] || '/';
  return publicRouteOf(pathname) ? path : `/#${path}`;
}
