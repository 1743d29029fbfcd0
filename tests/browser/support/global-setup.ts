import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumLaunchOptions } from './chromium';
import { startPreview } from './preview-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build served by `vite preview` (ends with '/'). */
    baseUrl: string;
    /** The one Debian Chromium every browser test file connects to. */
    wsEndpoint: string;
  }
}

/**
 * The browser tests' one setup (vitest.e2e.config.ts globalSetup): `vite preview` on the production build and
 * Debian's Chromium, started once for all files; each file connects through support/session.ts.
 */
export default async function setup(project: TestProject) {
  const server = await startPreview();
  const browser = await chromium.launchServer(chromiumLaunchOptions());
  project.provide('baseUrl', server.url);
  project.provide('wsEndpoint', browser.wsEndpoint());
  return async () => {
    await browser.close();
    await server.close();
  };
}
