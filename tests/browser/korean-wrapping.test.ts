import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUARDED_ADMIN_PAGES, PUBLIC_PAGES, publicSamplePages } from './support/pages';
import { useBrowserSession } from './support/session';
import { signInAsStaff } from './support/staff';

/** A label this short (characters, blanks collapsed) always fits on one line: a button, chip, badge, date or unit. */
const SHORT_LABEL_MAX = 16;

/**
 * What breaks badly in the page as laid out now: a line break between two Hangul syllables (a Korean word split;
 * `word-break: keep-all` breaks only between words), and a short label (an element whose text is its own, icons
 * aside) on more than one line. Text that only screen readers get (sr-only) is not laid out for the eye: skipped.
 */
function wrapProblems(page: Page): Promise<string[]> {
  return page.evaluate((labelMax) => {
    const hangul = /[\uac00-\ud7a3]/;
    const problems: string[] = [];
    const shown = (element: Element) => {
      if (element.closest('.sr-only, [hidden]')) return false;
      const box = element.getBoundingClientRect();
      // Off the page to the left: the contact form's honeypot, which only bots fill.
      if (box.right + window.scrollX <= 0) return false;
      return box.width >= 2 && box.height >= 2 && getComputedStyle(element).visibility !== 'hidden';
    };
    const range = document.createRange();
    /** The line boxes a text node's characters sit on, as their tops (one entry per character shown). */
    const charTops = (node: Text) => {
      const tops: (number | null)[] = [];
      for (let index = 0; index < node.data.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getClientRects()[0];
        tops.push(rect && rect.width > 0 ? rect.top : null);
      }
      return tops;
    };

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !hangul.test(node.data) || !shown(parent)) continue;
      const tops = charTops(node);
      for (let index = 1; index < tops.length; index += 1) {
        const [before, after] = [tops[index - 1], tops[index]];
        if (before == null || after == null || after <= before + 2) continue;
        if (hangul.test(node.data[index - 1]!) && hangul.test(node.data[index]!)) {
          problems.push(`word split: "${node.data.slice(Math.max(0, index - 6), index)}|${node.data.slice(index, index + 6)}"`);
        }
      }
    }

    for (const element of document.body.querySelectorAll('button, a, label, th, td, dt, time, span, small, strong, li')) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '' || Array.from(text).length > labelMax || !shown(element)) continue;
      // Words inside a sentence or a heading flow with it (a headline may break between its words).
      if (getComputedStyle(element).display === 'inline' && element.closest('p, h1, h2, h3, h4, h5, h6')) continue;
      // Only the element that holds the words (a link or chip with an icon counts; a card of several texts does not).
      if (Array.from(element.children).some((child) => (child.textContent ?? '').trim() !== '')) continue;
      const tops = new Set<number>();
      for (const child of element.childNodes) {
        if (child.nodeType !== Node.TEXT_NODE) continue;
        for (const top of charTops(child as Text)) if (top != null) tops.add(Math.round(top));
      }
      const lines = [...tops].sort((a, b) => a - b).filter((top, index, all) => index === 0 || top > all[index - 1]! + 2);
      if (lines.length > 1) problems.push(`label on ${lines.length} lines: <${element.tagName.toLowerCase()}> "${text}"`);
    }
    // A long token (an e-mail address, a URL) breaks where it must rather than push the page sideways.
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`page ${overflow} px wider than the screen`);
    return [...new Set(problems)];
  }, SHORT_LABEL_MAX);
}

/** Waits until the page has its content: the main heading, nothing busy, images and fonts in. */
async function settled(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null && document.fonts.status === 'loaded');
}

/**
 * Korean text at a phone's and a desktop's width: words are never split (word-break: keep-all everywhere text
 * flows) and buttons, chips, badges, dates and units stay on one line, on every public page and every admin page.
 */
describe('Korean line breaking (production build)', () => {
  const session = useBrowserSession();

  it.each([375, 1440])('splits no word and wraps no short label at %i px', async (width) => {
    const { page, context } = await session.newPage(width);
    const report: string[] = [];
    const pages = [...PUBLIC_PAGES, ...(await publicSamplePages(page, session.url('')))];
    for (const hash of pages) {
      await page.goto(session.url(hash));
      await settled(page);
      for (const problem of await wrapProblems(page)) report.push(`${hash}: ${problem}`);
    }
    await signInAsStaff(page, session.url);
    for (const hash of GUARDED_ADMIN_PAGES) {
      await page.goto(session.url(hash));
      await settled(page);
      for (const problem of await wrapProblems(page)) report.push(`${hash}: ${problem}`);
    }
    await context.close();
    expect(report).toEqual([]);
  });
});
