import { defineConfig } from 'vitest/config';

/**
 * Tests against the Firebase emulators (and the Cloud Functions' handlers on them): `npm run test:emulators`
 * (= node scripts/emulators/run.mjs -- vitest run --config vitest.emulator.config.ts).
 * Node environment: the web SDK's Firestore Lite, full Firestore and Auth all run in Node. One file at a time
 * (they share the emulators and clear their data).
 */
export default defineConfig({
  define: { __BACKEND_KIND__: JSON.stringify('firebase') },
  test: {
    environment: 'node',
    globals: true,
    // functions/test/emulator: the Cloud Functions' handlers on the Firestore emulator (firebase-functions-test).
    include: ['tests/emulator/**/*.test.ts', 'tests/emulator-storage/**/*.test.ts', 'functions/test/emulator/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    restoreMocks: true,
    // firebase-admin would otherwise probe for a Google Cloud metadata server (only warnings, off Google Cloud).
    env: { METADATA_SERVER_DETECTION: 'none' },
  },
});
