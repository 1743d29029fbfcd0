import type { LaunchOptions } from 'playwright-core';
import { existsSync } from 'node:fs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.mjs';

/** Debian's Chromium with the project's flags (playwright adds a fresh temporary profile itself). */
export function chromiumLaunchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}. Install Debian's chromium: apt-get install -y chromium`);
  }
  return { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
}
