import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/lib/src-alias.mjs';

/**
 * Browser tests: headless Debian Chromium (playwright-core) against the production build in dist/.
 * Run after `npm run build` (npm test does both).
 */
export default defineConfig({
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'node',
    include: ['tests/browser/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // One preview server and one Chromium for every file (tests/browser/support/global-setup.ts).
    globalSetup: ['tests/browser/support/global-setup.ts'],
  },
});
