import type { Page } from 'playwright-core';
import { routeList, type RouteEntry } from '@/config/routes';

/** The browser tests' page lists, derived from the route table (src/config/routes.ts): never written by hand. */
const hashOf = (route: RouteEntry) => `#${route.path}`;

/** Every public route without a parameter, as a location hash ('#/about'). */
export const PUBLIC_PAGES: readonly string[] = routeList.filter((route) => route.area === 'public' && !route.sample).map(hashOf);

/** The admin routes behind the sign-in. */
export const GUARDED_ADMIN_PAGES: readonly string[] = routeList.filter((route) => route.area === 'admin' && route.guarded).map(hashOf);

/** The public routes with a parameter, filled from what the site shows (the first photo the gallery links to). */
export async function publicSamplePages(page: Page, baseUrl: string): Promise<string[]> {
  const samples = routeList.filter((route) => route.area === 'public' && route.sample);
  if (samples.length === 0) return [];
  await page.goto(`${baseUrl}#/projects`);
  const href = await page.locator('a[href*="/projects/gallery/"]').first().getAttribute('href');
  const firstPhotoId = href ? decodeURIComponent(href.split('/projects/gallery/')[1] ?? '') : 'unknown';
  return samples.map((route) => `#${route.sample!.replace('{firstPhotoId}', encodeURIComponent(firstPhotoId))}`);
}
