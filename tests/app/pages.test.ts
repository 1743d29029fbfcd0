import { describe, expect, it } from 'vitest';
import { publicPages } from '@/app/pages';
import { routeList } from '@/config/routes';
import { existsSync } from 'node:fs';

/** The route table names page modules by path: each must exist, and public ones must be lazy chunks of their own. */
describe('route table pages', () => {
  it.each(routeList.map((route) => [route.key, route.page, route.area] as const))('%s shows src/features/%s.tsx', (_key, page, area) => {
    expect(existsSync(`src/features/${page}.tsx`)).toBe(true);
    // Admin pages live in the admin-* features (the admin chunk); public pages never do.
    expect(page.startsWith('admin-')).toBe(area === 'admin');
    if (area === 'public') expect(publicPages.get(page)?.preload).toBeTypeOf('function');
  });
});
