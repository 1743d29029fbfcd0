import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';
import { forEachAxeView } from './support/themes';

/**
 * 사이트 설정 and the dashboard's 공개 전 점검 in both themes at phone and desktop width, in the states the owner
 * meets them: axe finds no serious or critical violation, and nothing scrolls sideways on a phone. Settings: as
 * opened, with the rule's messages after 저장, after a save (what visitors now see), the leave question, and the
 * restore question; the checklist: as a new site has it, with its steps and its folded done items open.
 */
describe('accessibility of 사이트 설정 and 공개 전 점검 (axe-core)', () => {
  const session = useBrowserSession();

  forEachAxeView(({ width, dark, name }) => {
    it(name, async () => {
      const { page, context } = await session.newPage(width, { dark });
      const report: string[] = [];
      const check = async (label: string) => {
        await page.waitForTimeout(200);
        for (const violation of await seriousViolations(page)) {
          report.push(`${label} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`);
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) report.push(`${label}: page scrolls sideways by ${overflow}px`);
      };
      const openMenu = async (page: Page) => {
        if (width < 1024) await page.getByRole('button', { name: /^메뉴 열기/ }).click();
      };

      await signInAsStaff(page, session.url);
      const checklist = page.getByRole('region', { name: '공개 전 점검' });
      await checklist.getByText(/^8개 중 \d개 완료$/).waitFor();
      await check('dashboard with the launch checklist');
      await checklist.getByText('방법 보기').first().click();
      await checklist.getByText(/완료한 항목 \d개 보기/).click();
      await check('launch checklist with steps and done items open');

      await page.goto(session.url('#/jy-dev/settings'));
      await page.getByRole('form', { name: '사이트 설정' }).waitFor();
      await check('settings as opened');

      const company = page.getByRole('region', { name: '회사 정보' });
      await company.getByLabel('대표자').fill('');
      await company.getByLabel('대표 전화번호').fill('033 12');
      const roofing = page.getByRole('group', { name: '지붕 공사' });
      await roofing.getByRole('checkbox', { name: '지붕 공사 가격 안내하기' }).check();
      await page.getByRole('radio', { name: '기준 시각 전에 들어온 문의는 그날 연락' }).check();
      await page.getByRole('region', { name: '개인정보' }).getByRole('radio', { name: '지정함' }).check();
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByText(/고쳐야 할 곳이 \d+곳 있습니다/).waitFor();
      await check('settings with the rule’s messages');

      await company.getByLabel('대표자').fill('김정연');
      await company.getByLabel('대표 전화번호').fill('033-765-4321');
      await roofing.getByRole('checkbox', { name: '지붕 공사 가격 안내하기' }).uncheck();
      await page.getByRole('region', { name: '개인정보' }).getByRole('radio', { name: '아직 지정하지 않음' }).check();
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByRole('region', { name: '저장했습니다. 방문자에게는 이렇게 보입니다' }).waitFor();
      await check('settings after a save, with what visitors now see');

      await company.getByLabel('대표 전화번호').fill('033-765-0000');
      await openMenu(page);
      await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '대시보드' }).click();
      const leave = page.getByRole('dialog', { name: '저장하지 않은 변경이 있습니다' });
      await leave.waitFor();
      await check('the leave question');
      await leave.getByRole('button', { name: '계속 편집하기' }).click();

      await company.getByLabel('대표 전화번호').fill('033-765-4321');
      await company.getByLabel('대표자').fill('박대표');
      await page.getByRole('button', { name: '저장' }).click();
      await page.getByText('사이트 설정을 저장했습니다.').waitFor();
      await page.getByRole('button', { name: '이전 버전으로 되돌리기' }).click();
      await page.getByRole('dialog', { name: '이전 버전으로 되돌리기' }).waitFor();
      await check('the restore question');

      await context.close();
      expect(report).toEqual([]);
    });
  });
});
