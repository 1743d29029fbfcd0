import { describe, expect, it } from 'vitest';
import { screenProblems } from './support/axe';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';
import { forEachAxeView } from './support/themes';

/**
 * The first-contact clock's screens, axe clean in both themes at phone and desktop width: the dashboard's waiting
 * list with an inquiry in red once the response promise (사이트 설정, set here to one business hour) is broken,
 * and this week's figures; an inquiry's detail before and after its first contact (a move past 신규).
 */
describe('the first-contact clock (axe-core)', () => {
  const session = useBrowserSession();

  forEachAxeView(({ width, dark, name }) => {
    it(name, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];
      const check = async (label: string) => {
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(200);
        report.push(...(await screenProblems(page, label)));
      };
      await signInAsStaff(page, session.url);

      // The response promise: within one business hour.
      await page.goto(session.url('#/jy-dev/settings'));
      await page.getByRole('form', { name: '사이트 설정' }).waitFor();
      await page.getByRole('radio', { name: '영업시간 기준 정한 시간 안에 연락' }).check();
      await page.getByLabel('몇 시간 안에 (영업시간 기준)').fill('1');
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' }).waitFor();

      // The sample inquiry received 9 days ago and never answered is overdue.
      await page.goto(session.url('#/jy-dev/dashboard'));
      const waiting = page.getByRole('region', { name: '연락을 기다리는 문의' });
      const overdue = waiting.getByRole('listitem').filter({ hasText: '윤수아' });
      await overdue.getByText(/응답 약속 시간 지남/).waitFor();
      await page
        .getByRole('region', { name: '이번 주 응답 시간' })
        .getByText(/접수 \d+건|아직 없습니다/)
        .first()
        .waitFor();
      await check('dashboard: waiting list with an overdue inquiry, and the figures');

      await overdue.getByRole('link', { name: '윤수아' }).click();
      const detail = page.getByRole('dialog', { name: '문의 상세' });
      await detail.getByText(/^아직 연락 전 · 9일/).waitFor();
      await check('inquiry detail, not contacted yet');
      await detail.getByLabel(/처리 상태/).selectOption('확인중');
      await detail.getByText(/^접수 후 9일 (\d+시간 )?만에 연락$/).waitFor();
      await check('inquiry detail, contacted');
      await page.keyboard.press('Escape');
      await detail.waitFor({ state: 'detached' });

      // Off the waiting list once contacted.
      await page.goto(session.url('#/jy-dev/dashboard'));
      await waiting.getByRole('link', { name: '박서연' }).waitFor();
      await waiting.getByRole('link', { name: '윤수아' }).waitFor({ state: 'detached' });
      expect(await waiting.getByRole('listitem').count()).toBe(3);
      await context.close();
      expect(report).toEqual([]);
    });
  });
});
