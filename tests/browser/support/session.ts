import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium';
import { startPreview, type PreviewServer } from './preview-server';

export interface BrowserSession {
  browser: Browser;
  server: PreviewServer;
  /** A fresh context (own IndexedDB and localStorage, so a fresh demo database) at the given viewport width. */
  newPage: (width?: number, options?: { dark?: boolean }) => Promise<{ context: BrowserContext; page: Page }>;
  close: () => Promise<void>;
}

/** Starts `vite preview` on the production build and Debian's Chromium. */
export async function openSession(): Promise<BrowserSession> {
  const server = await startPreview();
  const browser = await launchChromium();
  const errors: string[] = [];
  return {
    browser,
    server,
    newPage: async (width = 1440, options = {}) => {
      const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 900 }, locale: 'ko-KR' });
      if (options.dark === false) {
        await context.addInitScript(() => localStorage.setItem('darkMode', 'false'));
      }
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      return { context, page };
    },
    close: async () => {
      await browser.close();
      await server.close();
      if (errors.length) console.warn('[browser] page errors:', errors);
    },
  };
}

/** "#/projects" → full URL on the preview server. */
export function routeUrl(session: BrowserSession, hash: string): string {
  return session.server.url + hash;
}
