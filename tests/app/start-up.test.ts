import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE, START_ROUTES } from '@/app/start-routes';
import { firstPageReady, routePathOf, startRouteOf, warmStart } from '@/app/start-up';
import type { BackendAdapter } from '@/backend/port';
import { setBackendAdapter } from '@/backend/registry';
import { routeList } from '@/config/routes';
import { freshDemoAdapter } from '../support/demo-backend';

afterEach(() => {
  vi.useRealTimers();
});

/** A demo adapter that counts the calls of publicBackend(). */
function countingAdapter(): { adapter: BackendAdapter; calls: () => number } {
  const base = freshDemoAdapter();
  const publicBackend = vi.fn(() => base.publicBackend());
  return { adapter: { ...base, kind: base.kind, publicBackend }, calls: () => publicBackend.mock.calls.length };
}

describe('start-up route of a location hash', () => {
  it('reads the path the hash router shows', () => {
    expect(routePathOf('')).toBe('/');
    expect(routePathOf('#')).toBe('/');
    expect(routePathOf('#/')).toBe('/');
    expect(routePathOf('#/projects?page=2')).toBe('/projects');
    expect(routePathOf('#contact')).toBe('/contact');
  });

  it('names the page of each route, like the route table, and which pages read the backend at once', () => {
    expect(startRouteOf('')).toMatchObject({ page: 'home/HomePage', readsBackend: true });
    expect(startRouteOf('#/about/')).toMatchObject({ page: 'company-pages/about/AboutPage', readsBackend: false });
    expect(startRouteOf('#/projects')).toMatchObject({ page: 'gallery/GalleryPage', readsBackend: true });
    expect(startRouteOf('#/projects/gallery/roof-1')).toMatchObject({ page: 'gallery/PhotoDetailPage', readsBackend: true });
    expect(startRouteOf('#/contact')).toMatchObject({ page: 'contact/ContactPage', readsBackend: false });
    expect(startRouteOf('#/terms')).toMatchObject({ page: 'company-pages/placeholder/PlaceholderPage' });
    expect(startRouteOf('#/jy-dev/login')).toMatchObject({ page: ADMIN_PAGE, readsBackend: false });
    expect(startRouteOf('#/no-such-page')).toBeNull();
  });
});

describe('warmStart', () => {
  it('starts the backend with the page when the page reads it at once', async () => {
    const { adapter, calls } = countingAdapter();
    setBackendAdapter(adapter);
    await warmStart('#/projects');
    await vi.waitFor(() => expect(calls()).toBe(1));
  }, 20_000);

  it('leaves the backend alone for pages that do not read it at once', async () => {
    const { adapter, calls } = countingAdapter();
    setBackendAdapter(adapter);
    await warmStart('#/services');
    await Promise.resolve();
    expect(calls()).toBe(0);
  }, 20_000);
});

describe('firstPageReady', () => {
  it('resolves when the page has loaded', async () => {
    await expect(firstPageReady(Promise.resolve(), 60_000)).resolves.toBeUndefined();
  });

  it('does not wait longer than the limit for a slow page', async () => {
    vi.useFakeTimers();
    let done = false;
    void firstPageReady(new Promise(() => {}), 3000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});

/** Every route of the route table finds its start-up entry, by matching a real URL of it as the router would. */
describe('start-up routes cover the route table', () => {
  const urls = routeList.map((route): [string, string, string] => [
    route.key,
    (route.sample ?? route.path).replace('{firstPhotoId}', 'abc123'),
    route.area === 'admin' ? ADMIN_PAGE : route.page,
  ]);

  it.each(urls)('%s (%s) starts the page %s', (_key, url, page) => {
    expect(startRouteOf(`#${url}`)?.page).toBe(page);
  });

  it('has a route table with every public page and the admin area', () => {
    expect(urls.length).toBeGreaterThanOrEqual(13);
    expect(new Set(START_ROUTES.map((route) => route.page)).size).toBe(new Set(urls.map(([, , page]) => page)).size);
  });
});
