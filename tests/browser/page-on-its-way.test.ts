import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';

/**
 * A tap on a menu link whose page's code is still loading (a slow connection, held here until the test lets it
 * through), on the production build: the current page stays, a bar at the top and a busy main say the next one is
 * coming, and the menu marks it; then the page comes.
 */
describe('the next page on its way (production build)', () => {
  const session = useBrowserSession();

  it('shows a top bar, a busy main and the menu marking the page until its code has arrived', async () => {
    const { page, context } = await session.newPage(1440);
    await page.goto(session.url('#/services'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');

    const held: Route[] = [];
    await page.route(/\/static\/js\/AboutPage-[^/]+\.js$/, (route) => void held.push(route));
    const link = page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '회사소개' });
    await link.click();

    const bar = page.getByRole('progressbar', { name: '다음 페이지를 불러오는 중입니다' });
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box?.y).toBe(0);
    expect(box?.width).toBe(1440);
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBe('true');
    expect(await link.getAttribute('data-pending')).toBe('true');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).not.toContain('강원의 지붕과 방수');
    expect(held).toHaveLength(1);

    await Promise.all(held.map((route) => route.continue()));
    await page.getByRole('heading', { level: 1, name: /강원의 지붕과 방수/ }).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
    expect(await page.getByRole('main').getAttribute('aria-busy')).toBeNull();
    expect(await link.getAttribute('aria-current')).toBe('page');
    await context.close();
  });
});
