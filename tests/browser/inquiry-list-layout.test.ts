import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';
import { sendInquiryFromSecondPage, signInAsStaff } from './support/staff';

const LONG_NAME = '남궁민수 (강원도 원주시 무실동 현장 담당 관리소장)';

/**
 * The text pieces of the inquiry list that break onto a second line: for every header and body cell, every text
 * node's line boxes (one Range each), grouped by their vertical position. A cell whose text sits on more than one
 * line is listed with its text. (Chromium lays out for real; jsdom could not tell.)
 */
function wrappedTableText(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('main table');
    if (!table) return ['no table'];
    const wrapped: string[] = [];
    for (const cell of table.querySelectorAll('th, td')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      let lineHeight = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          if (rect.width === 0) continue;
          tops.push(rect.top);
          lineHeight = Math.max(lineHeight, rect.height);
        }
      }
      if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > lineHeight / 2) wrapped.push(cell.textContent ?? '');
    }
    return wrapped;
  });
}

/** Whether the page scrolls sideways (something is wider than the viewport). */
function scrollsSideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * 문의 관리 on the production build (demo backend, its nine sample inquiries): at 1440 px the table shows the owner's
 * columns with 공사 종류, 지역 and 사진 and keeps every cell's text on one line (names, e-mails, dates, 보기 and the ⋯
 * menu with 삭제); at 375 px the cards still fit.
 */
describe('inquiry list layout (production build, headless Chromium)', () => {
  const session = useBrowserSession();

  it('at 1440 px every cell of the table keeps its text on one line, and 삭제 is in the row menu', async () => {
    const { page, context } = await session.newPage(1440);
    await signInAsStaff(page, session.url);
    await page.goto(session.url('#/jy-dev/inquiries'));
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: '박서연', exact: true }).waitFor();
    expect(await wrappedTableText(page)).toEqual([]);
    expect(await scrollsSideways(page)).toBe(false);

    // The owner's columns and, as on the phone cards, what the visitor chose; the summary keeps room for a few words.
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['이름', '연락처', '이메일', '공사 종류', '지역', '사진', '문의 내용', '접수일', '상태', '관리']);
    const park = await table.getByRole('row').filter({ hasText: '박서연' }).getByRole('cell').allTextContents();
    expect([park[3], park[4], park[5]]).toEqual(['지붕 공사', '원주시', '없음']);
    expect(park[7]).toMatch(/^\d{4}\.\d\d\.\d\d \(.\) \d\d:\d\d$/);
    const summary = await table.getByRole('row').filter({ hasText: '박서연' }).getByRole('cell').nth(6).boundingBox();
    expect(summary!.width).toBeGreaterThanOrEqual(128);

    // 보기 stays on the row; 삭제 is in the row's ⋯ menu, still confirmed.
    const row = table.getByRole('row').filter({ hasText: '박서연' });
    await row.getByRole('button', { name: '박서연님 문의 보기' }).waitFor();
    await row.getByRole('button', { name: '더 보기 (박서연님 문의)' }).click();
    await page.getByRole('menuitem', { name: '삭제' }).click();
    await page.getByRole('dialog').getByText('박서연', { exact: false }).waitFor();
    await context.close();
  });

  it('at 1440 px a long name and e-mail stay on one line too (cut short, whole in the title)', async () => {
    const { page, context } = await session.newPage(1440);
    await signInAsStaff(page, session.url);
    // A visitor with a long name and a long e-mail sends an inquiry through the contact form (another tab).
    await sendInquiryFromSecondPage(context, session.url, {
      name: LONG_NAME,
      email: 'facility.manager.wonju.musil-dong.apartment@construction-example.co.kr',
      digits: '01098765432',
      workType: '방수 공사',
      region: '원주시',
      message: '아파트 옥상 방수 견적을 부탁드립니다.',
      photos: 0,
    });
    await page.goto(session.url('#/jy-dev/inquiries'));
    const name = page.getByRole('table').getByText('남궁민수', { exact: false }).first();
    await name.waitFor();
    expect(await wrappedTableText(page)).toEqual([]);
    expect(await name.getAttribute('title')).toBe(LONG_NAME);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });

  it('at 375 px the list is cards with 전화 and 문자, and nothing scrolls sideways', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    await signInAsStaff(page, session.url);
    await page.goto(session.url('#/jy-dev/inquiries'));
    await page
      .getByRole('link', { name: /박서연.*전화/ })
      .first()
      .waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('link', { name: /박서연.*문자/ }).count()).toBeGreaterThan(0);
    expect(await scrollsSideways(page)).toBe(false);
    await context.close();
  });
});
