import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export interface BrowserSession {
  /** A fresh context (own IndexedDB and localStorage, so a fresh demo database) at the given viewport width. */
  newPage: (width?: number, options?: { dark?: boolean; touch?: boolean }) => Promise<{ context: BrowserContext; page: Page }>;
  /** "#/projects" → the full URL on the preview server; a clean path ("/projects") too. */
  url: (hash: string) => string;
}

/**
 * For a browser test file: connects to the Chromium that global-setup.ts started (once for all files) in
 * beforeAll, disconnects in afterAll, and reports page errors seen meanwhile. Call at the top of a describe.
 */
export function useBrowserSession(): BrowserSession {
  let browser: Browser | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
    if (errors.length) console.warn('[browser] page errors:', errors);
  });
  return {
    url: (hash) => inject('baseUrl') + hash.replace(/^\//, ''),
    newPage: async (width = 1440, options = {}) => {
      if (!browser) throw new Error('useBrowserSession: no browser yet (call newPage inside a test)');
      // touch: a phone (touch screen, mobile viewport), where (pointer: coarse) matches.
      const touch = options.touch ? { hasTouch: true, isMobile: true } : {};
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, locale: 'ko-KR', ...touch });
      if (options.dark === false) {
        await context.addInitScript(() => localStorage.setItem('darkMode', 'false'));
      }
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page };
    },
  };
}
