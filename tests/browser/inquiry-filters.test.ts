import { describe, expect, it } from 'vitest';
import { sampleInquiries } from '@/backend/demo/seed/sample-inquiries';
import { koreaWeek } from '@/lib/korea-periods';
import { seriousViolations } from './support/axe';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';

/**
 * The owner's "this week's inquiries" on the production build (demo backend, its nine sample inquiries received
 * over the last month): the period and the search go into the address, the count and pages follow, and the
 * browser's Back returns to each list before.
 */
describe('inquiry list filters (production build, headless Chromium)', () => {
  const session = useBrowserSession();

  it('이번 주, then a search: in the URL, counted; Back undoes one step at a time', async () => {
    const { page, context } = await session.newPage(1440);
    await signInAsStaff(page, session.url);
    await page.goto(session.url('#/jy-dev/inquiries'));
    await page.getByText('총 9건').waitFor();

    await page.getByLabel('기간').selectOption('week');
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe('#/jy-dev/inquiries?period=week');
    const week = koreaWeek(new Date());
    const thisWeek = sampleInquiries(new Date()).filter((sample) => (sample.submittedAt?.getTime() ?? 0) >= week.from.getTime()).length;
    await page.getByText(`총 ${thisWeek}건`).waitFor();

    await page.getByRole('searchbox', { name: '이름 또는 전화번호로 찾기' }).fill('6789');
    await page.getByRole('button', { name: '찾기' }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe('#/jy-dev/inquiries?period=week&q=6789');
    await page.getByText('총 1건').waitFor();
    await page.getByRole('table').getByRole('cell', { name: '박서연', exact: true }).waitFor();

    await page.goBack();
    await page.getByText(`총 ${thisWeek}건`).waitFor();
    expect(await page.getByRole('searchbox', { name: '이름 또는 전화번호로 찾기' }).inputValue()).toBe('');
    await page.goBack();
    await page.getByText('총 9건').waitFor();
    expect(await page.getByLabel('기간').inputValue()).toBe('all');
    await context.close();
  });

  it('at 375 px a range of days and a search from a shared link: the cards, and no serious accessibility problem', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    await signInAsStaff(page, session.url);
    await page.goto(session.url(`#/jy-dev/inquiries?from=2020-01-01&to=2030-12-31&q=${encodeURIComponent('박서연')}`));
    await page.getByText('총 1건').waitFor();
    expect(await page.getByLabel('시작일').inputValue()).toBe('2020-01-01');
    await page.getByRole('link', { name: '박서연님에게 전화 걸기' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
    expect((await seriousViolations(page)).map((violation) => `${violation.id}: ${violation.targets.join(' | ')}`)).toEqual([]);
    await context.close();
  });
});
