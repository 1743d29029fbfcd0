import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageReady, routePathOf, startRouteOf, warmStart } from '../../src/app/start-up';
import { PAGE_MODULES, START_ROUTES } from '../../src/app/start-routes';
import type { BackendAdapter } from '../../src/backend/port';
import { setBackendAdapter } from '../../src/backend/registry';
import { freshDemoAdapter } from '../support/demo-backend';
import { existsSync } from 'node:fs';
import { paths } from '../../src/config/paths';

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
    expect(startRouteOf('')).toMatchObject({ page: 'home', readsBackend: true });
    expect(startRouteOf('#/about/')).toMatchObject({ page: 'about', readsBackend: false });
    expect(startRouteOf('#/projects')).toMatchObject({ page: 'gallery', readsBackend: true });
    expect(startRouteOf('#/projects/gallery/roof-1')).toMatchObject({ page: 'photo', readsBackend: true });
    expect(startRouteOf('#/contact')).toMatchObject({ page: 'contact', readsBackend: false });
    expect(startRouteOf('#/terms')).toMatchObject({ page: 'placeholder' });
    expect(startRouteOf('#/jy-dev/login')).toMatchObject({ page: 'admin', readsBackend: false });
    expect(startRouteOf('#/no-such-page')).toBeNull();
  });

  it('preloads the home hero pictures with the media queries of the <picture>', () => {
    expect(startRouteOf('#/')?.images).toEqual([
      { href: 'images/hero-default-mobile.webp', media: '(max-width: 640px)' },
      { href: 'images/hero-default.webp', media: 'not all and (max-width: 640px)' },
    ]);
  });

  it('lists an existing module for every page', () => {
    for (const route of START_ROUTES) expect(existsSync(PAGE_MODULES[route.page]), PAGE_MODULES[route.page]).toBe(true);
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

/** START_ROUTES mirrors the route table of AppRoutes: every route path the app has must find its start-up entry. */
describe('start-up routes cover the route table', () => {
  const expected: Array<[string, string]> = [
    [paths.home, 'home'],
    [paths.about, 'about'],
    [paths.services, 'services'],
    [paths.projects, 'gallery'],
    [paths.photo('abc123'), 'photo'],
    [paths.contact, 'contact'],
    [paths.privacy, 'placeholder'],
    [paths.terms, 'placeholder'],
    [paths.support, 'placeholder'],
    [paths.admin.login, 'admin'],
    [paths.admin.dashboard, 'admin'],
    [paths.admin.images, 'admin'],
    [paths.admin.inquiries, 'admin'],
  ];

  it.each(expected)('%s starts the %s page', (path, page) => {
    expect(startRouteOf(`#${path}`)?.page).toBe(page);
  });

  it('lists no route the app does not have', () => {
    const covered = new Set(expected.map(([path]) => startRouteOf(`#${path}`)?.pattern));
    expect(START_ROUTES.map((route) => route.pattern).filter((pattern) => !covered.has(pattern))).toEqual([]);
  });
});
