import { paths, staticPublicRoutes } from '@/config/routes';
import { absoluteSiteUrl } from '@/lib/public-url';

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Where a page sits: home, the pages whose paths it extends (a photo under 시공사례), then the page itself, named
 * by its menu label or else by its title. Empty on the home page (a trail of one says nothing).
 */
export function breadcrumbsOf(path: string, title: string | undefined): Crumb[] {
  if (path === paths.home) return [];
  const trail = staticPublicRoutes.filter((route) => route.path !== paths.home && path !== route.path && path.startsWith(`${route.path}/`));
  const own = staticPublicRoutes.find((route) => route.path === path);
  const home = staticPublicRoutes.find((route) => route.path === paths.home);
  return [
    { name: home?.label ?? '홈', path: paths.home },
    ...trail.map((route) => ({ name: route.label ?? route.key, path: route.path })),
    { name: own?.label ?? title ?? path, path },
  ];
}

/** A schema.org BreadcrumbList of the trail (absolute URLs when VITE_SITE_URL is set, else root paths). */
export function breadcrumbJsonLd(crumbs: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteSiteUrl(crumb.path) ?? crumb.path,
    })),
  };
}
