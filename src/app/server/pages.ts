import type { ComponentType } from 'react';
import type { RouteEntry } from '@/config/routes';
import { pageModuleKey } from '../pages-key';
import type { PageProps } from '../SiteRoutes';

type PageModule = { default: ComponentType<PageProps> };

/**
 * The public pages for the server render, imported at once (no lazy chunks: the whole page renders in one pass).
 * The same modules as the browser's lazy pages (src/app/pages.ts); the admin is never imported here.
 */
const modules = import.meta.glob<PageModule>(['../../features/**/*Page.tsx', '!../../features/admin-*/**'], { eager: true });

export function serverPageOf(route: RouteEntry): ComponentType<PageProps> {
  const module = modules[pageModuleKey(route.page).replace('../', '../../')];
  if (!module) throw new Error(`Route ${route.path}: no public page module src/features/${route.page}.tsx`);
  return module.default;
}
