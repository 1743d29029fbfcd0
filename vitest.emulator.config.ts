import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/lib/src-alias.mjs';
import { TEST_TIMEOUT_MS } from './tests/support/timeouts.ts';

/**
 * Tests against the Firebase emulators (and the Cloud Functions' handlers on them): `npm run test:emulators`
 * (= node scripts/emulators/run.mjs -- vitest run --config vitest.emulator.config.ts).
 * Node environment: the web SDK's Firestore Lite, full Firestore and Auth all run in Node. One file at a time
 * (they share the emulators and clear their data).
 */
export default defineConfig({
  define: { __BACKEND_KIND__: JSON.stringify('firebase') },
  // functions/src imports the web app's shared code as #app/<path in src>.js (functions/tsconfig.shared.json).
  resolve: { alias: [srcAlias, { find: /^#app\/(.+)\.js$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) }] },
  test: {
    environment: 'node',
    globals: true,
    // The Cloud Functions' handlers run on their runtime's Node: vitest.functions.config.ts (scripts/emulators/tests.mjs).
    include: ['tests/emulator/**/*.test.ts', 'tests/emulator-storage/**/*.test.ts'],
    fileParallelism: false,
    // Ceilings for a loaded CI machine (tests/support/timeouts.ts), not delays.
    testTimeout: TEST_TIMEOUT_MS,
    hookTimeout: TEST_TIMEOUT_MS,
    restoreMocks: true,
    // firebase-admin would otherwise probe for a Google Cloud metadata server (only warnings, off Google Cloud).
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
