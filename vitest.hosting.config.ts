import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/lib/src-alias.mjs';

/**
 * Hosting tests: the build served by the real Firebase Hosting emulator with firebase.json's headers (as
 * `npm run deploy` publishes it), behind a local TLS front, checked with fetch and Debian's Chromium.
 * Run through scripts/hosting/test.mjs (`npm run test:hosting`), which takes the emulator lock and, with
 * `--build firebase`, builds and checks the Firebase variant too.
 */
export default defineConfig({
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'node',
    include: ['tests/hosting/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    globalSetup: ['tests/hosting/support/global-setup.ts'],
  },
});
