import { describe, expect, it } from 'vitest';
import { axeInto } from './support/axe-report';
import { useBrowserSession } from './support/session';
import { forEachAxeView } from './support/themes';

/**
 * A homeowner opens a shared link to a job (시공 현장) on a phone, 375 px, as a first visit: the job's clean URL, its
 * prerendered page. The title, the facts and the before/after comparison are on the first screen; the photos by stage
 * lead to each photo's page, which leads with the job and back to it; the comparison moves once its script is there.
 * Back in the gallery, 현장별 and back to 사진별. Then axe on the job page, a job that is no more, the gallery's
 * 현장별 view and the home page's trust section, both themes, 375 and 1440 px.
 */
const JOB = '/projects/jobs/job-wonju-roof';
const TITLE = '원주 단독주택 슬레이트 지붕 교체';

describe("a job's page at its clean URL", () => {
  const session = useBrowserSession();

  it('shows the facts and the comparison on the first screen, and moves through the photos', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(session.url(JOB));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const screenHeight = page.viewportSize()!.height;

    // The facts in one glance, all above the fold.
    for (const [term, value] of [
      ['공사 종류', '지붕 공사'],
      ['지역', '원주시'],
      ['시공 기간', '2025년 3월 ~ 4월'],
      ['시공 면적', '132㎡'],
    ]) {
      const fact = page.locator('dt', { hasText: term }).first();
      expect(await fact.locator('xpath=following-sibling::dd[1]').textContent(), term).toBe(value);
      expect((await fact.boundingBox())!.y, term).toBeLessThan(screenHeight);
    }
    // The comparison starts on the first screen, and its divider works once the app has taken over.
    const comparison = page.getByRole('heading', { name: '시공 전·후 비교' });
    expect((await comparison.boundingBox())!.y).toBeLessThan(screenHeight - 120);
    const slider = page.getByRole('slider', { name: '시공 전·후 비교 위치' });
    await slider.waitFor();
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuenow')).toBe('45');

    // The photos by stage: each opens its photo, whose page leads with the job and leads back to it.
    const steps = page.getByRole('list', { name: '시공 과정' }).getByRole('link');
    expect(await steps.count()).toBe(3);
    await steps.nth(1).click();
    await page.getByRole('heading', { level: 1, name: `${TITLE} · 시공 중` }).waitFor();
    const lead = page.getByRole('region', { name: `시공 현장 · ${TITLE}` });
    await lead.getByText('132㎡').waitFor();
    await lead.getByRole('link', { name: '현장 전체 보기' }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).hash).toBe(`#${JOB}`);

    // Back in the gallery: 현장별 shows one card per job (before and after), 사진별 the photos as before.
    await page.getByRole('link', { name: '갤러리로 돌아가기' }).click();
    await page.getByRole('list', { name: '시공 사진 목록' }).waitFor();
    await page.getByRole('link', { name: '현장별' }).click();
    const jobs = page.getByRole('list', { name: '시공 현장 목록' });
    await jobs.waitFor();
    expect(await jobs.getByRole('link').count()).toBe(2);
    const first = jobs.getByRole('link').first();
    expect(await first.getAttribute('href')).toBe(JOB);
    expect(await first.getByText('시공 후').count()).toBe(1);
    await page.getByRole('link', { name: '사진별' }).click();
    await page.getByRole('list', { name: '시공 사진 목록' }).waitFor();
    await page.goBack();
    await jobs.waitFor();
    await first.click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  forEachAxeView(({ width, dark, name }) => {
    it(`axe: the job page, a job that is no more, the 현장별 gallery, the home's trust (${name})`, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];
      await page.goto(session.url(JOB));
      await page.getByRole('slider', { name: '시공 전·후 비교 위치' }).waitFor();
      // Its facts include the price staff entered (the sample roof replacement's).
      await page.getByText('약 1,850만 원').first().waitFor();
      await axeInto(report, page, 'job page with its price');
      await page.goto(session.url('#/projects/jobs/job-gangneung-roof'));
      await page.getByRole('heading', { level: 1, name: '시공 현장을 찾을 수 없습니다.' }).waitFor();
      await axeInto(report, page, 'job not found');
      await page.goto(session.url('#/projects?view=jobs'));
      await page.getByRole('list', { name: '시공 현장 목록' }).waitFor();
      await axeInto(report, page, 'gallery by job (현장별)');
      // The home page's trust section (the sample reviews' rating), read when scrolled near.
      await page.goto(session.url('#/'));
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.mouse.wheel(0, 1500);
      await page.getByRole('region', { name: '믿고 맡기셔도 되는 이유' }).waitFor();
      await axeInto(report, page, 'home trust section');
      await context.close();
      expect(report).toEqual([]);
    });
  });
});
