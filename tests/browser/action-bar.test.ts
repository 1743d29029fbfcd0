import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from './support/session';

const BAR = { name: '빠른 상담' } as const;

/** The bar's and an element's boxes, in viewport pixels. */
async function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return { top: rect.top, bottom: rect.bottom, height: rect.height };
    });
}

/** The phone's bottom action bar on the production build: reachable, large, never over content, out of the way. */
describe('the phone action bar (production build)', () => {
  const session = useBrowserSession();

  it('at 375 px: large targets, and the end of the page stays readable above it', async () => {
    const { page, context } = await session.newPage(375);
    await page.goto(session.url('#/'));
    const bar = page.getByRole('navigation', BAR);
    await bar.waitFor();
    const links = bar.getByRole('link');
    expect(await links.allTextContents()).toEqual(['전화 상담', '견적 문의']);
    expect(await links.first().getAttribute('href')).toBe('tel:0331234567');
    for (const link of await links.all()) {
      const size = await link.boundingBox();
      expect(size!.height).toBeGreaterThanOrEqual(48);
      expect(size!.width).toBeGreaterThanOrEqual(48);
    }

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const barBox = await box(page, 'nav[aria-label="빠른 상담"]');
    const footerEnd = await page
      .getByRole('contentinfo')
      .getByText(/All rights reserved/)
      .evaluate((node) => node.getBoundingClientRect().bottom);
    expect(footerEnd).toBeLessThanOrEqual(barBox.top);

    await links.last().click();
    await page.getByRole('heading', { level: 1, name: '견적 문의' }).waitFor();
    await context.close();
  });

  it('is not shown at 1280 px', async () => {
    const { page, context } = await session.newPage(1280);
    await page.goto(session.url('#/about'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('navigation', BAR).isVisible()).toBe(false);
    await context.close();
  });

  it('is not on the contact page (its form has the send button): a chip tapped while a field has focus is chosen', async () => {
    const { page, context } = await session.newPage(375, { touch: true });
    await page.goto(session.url('#/contact'));
    const form = page.getByRole('form', { name: '문의 남기기' });
    await form.waitFor();
    // The chip just above the bottom edge of the screen, where a bottom bar would come back under the finger.
    const chip = form.getByRole('button', { name: '방수 공사' });
    await chip.evaluate((node) => window.scrollBy(0, node.getBoundingClientRect().bottom - window.innerHeight + 8));
    await form.getByRole('textbox', { name: /이름/ }).evaluate((node: HTMLElement) => node.focus({ preventScroll: true }));
    await chip.tap();
    await expect.poll(() => chip.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('navigation', BAR).count()).toBe(0);

    // No room kept for a bar: the page ends with the footer.
    const ends = await page.evaluate(() => ({
      footer: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
      page: document.documentElement.scrollHeight,
    }));
    expect(ends.page - ends.footer).toBeLessThan(1);
    await context.close();
  });
});
