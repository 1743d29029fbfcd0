import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { GUARDED_ADMIN_PAGES } from './support/pages';
import { useBrowserSession } from './support/session';


/** The admin in both themes at phone and desktop width: axe clean, and no sideways scrolling on a phone. */
describe('accessibility and phone fit of the admin (axe-core)', () => {
  const session = useBrowserSession();

  for (const dark of [true, false]) {
    for (const width of [375, 1440]) {
      it(`${dark ? 'dark' : 'light'} theme at ${width}px`, async () => {
        const { page, context } = await session.newPage(width, { dark });
        const report: string[] = [];
        const check = async (label: string) => {
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(200);
          for (const violation of await seriousViolations(page)) {
            report.push(`${label} [${violation.impact}] ${violation.id}: ${violation.help} → ${violation.targets.join(' | ')}`);
          }
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          if (overflow > 0) report.push(`${label}: page scrolls sideways by ${overflow}px`);
        };

        await page.goto(session.url('#/jy-dev/login'));
        await page.getByLabel('이메일').waitFor();
        await check('login');
        await page.getByLabel('이메일').fill('admin@example.com');
        await page.getByLabel('비밀번호').fill('demo1234');
        await page.getByRole('button', { name: '로그인', exact: true }).click();
        await page.getByRole('heading', { name: '대시보드' }).waitFor();
        for (const hash of GUARDED_ADMIN_PAGES) {
          await page.goto(session.url(hash));
          await check(hash);
        }
        // The inquiry detail and the upload sheet (the walk above ends on whichever admin page the table lists last).
        await page.goto(session.url('#/jy-dev/inquiries'));
        await page.getByRole('button', { name: /보기/ }).first().click();
        await page.getByRole('dialog').waitFor();
        await check('inquiry detail');
        await page.goto(session.url('#/jy-dev/images'));
        await page.getByRole('button', { name: '이미지 업로드' }).click();
        await page.getByRole('dialog').waitFor();
        await check('upload sheet');
        // An image row's ⋯ menu, open.
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        await page.getByRole('button', { name: /^더 보기/ }).first().click();
        await page.getByRole('menu').waitFor();
        await check('image actions menu');
        await context.close();
        expect(report).toEqual([]);
      });
    }
  }
});
