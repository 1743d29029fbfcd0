import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';

/**
 * The work type filter on a phone (375 px, production build, demo backend): the gallery filtered by a work type from its chips,
 * paged within the filter, a photo with its related photos and 이런 공사 견적 받기 opening the contact form with the
 * type chosen; back returns to the filtered gallery.
 */
describe('gallery filter and a photo that leads somewhere (375 px)', () => {
  const session = useBrowserSession();

  it('filters by a chip, opens a photo, follows a related photo and the estimate link, and comes back', async () => {
    const { page, context } = await session.newPage(375);
    await page.goto(session.url('#/projects'));
    const filters = page.getByRole('navigation', { name: '공사 종류별 보기' });
    await filters.waitFor();

    // The chips are thumb-sized and scroll sideways instead of wrapping.
    for (const chip of await filters.getByRole('link').all()) expect((await chip.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    expect(await filters.evaluate((nav) => nav.scrollWidth > nav.clientWidth)).toBe(true);
    await page.getByText('1 / 3').waitFor();

    await filters.getByRole('link', { name: '방수 공사' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/projects?type=waterproofing');
    const list = page.getByRole('list', { name: '방수 공사 시공 사진 목록' });
    await list.waitFor();
    expect(await list.getByRole('link').count()).toBe(4);
    await page.getByText('1 / 1').waitFor();
    expect(await filters.getByRole('link', { name: '방수 공사' }).getAttribute('aria-current')).toBe('page');

    // A photo of the filter: its related photos and the estimate link.
    await list.getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: '춘천 상가건물 옥상 우레탄 방수' }).waitFor();
    const related = page.getByRole('list', { name: '다른 방수 공사 시공 사진' });
    await related.waitFor();
    expect(await related.getByRole('link').count()).toBe(3);
    expect(await page.getByRole('region', { name: '시공 정보' }).textContent()).toContain('촬영일');

    await page.getByRole('link', { name: '이런 공사 견적 받기' }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/contact?type=waterproofing');

    // Back twice: the photo, then the filtered gallery.
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: '춘천 상가건물 옥상 우레탄 방수' }).waitFor();
    await page.goBack();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/projects?type=waterproofing');
    await page.getByRole('list', { name: '방수 공사 시공 사진 목록' }).waitFor();
    await context.close();
  });
});
