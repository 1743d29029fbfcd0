// Launches Debian's Chromium headless (offline-safe flags) with a throwaway profile.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS as ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export async function openBrowser() {
  const profile = await mkdtemp(join(tmpdir(), 'demo-images-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ARGS,
    viewport: { width: 1280, height: 800 },
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
