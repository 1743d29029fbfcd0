import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { srcAlias } from './scripts/lib/src-alias.mjs';
import { TEST_TIMEOUT_MS } from './tests/support/timeouts.ts';

/**
 * The Cloud Functions' own tests, run on the Node.js they deploy on (firebase.json's runtime) by
 * scripts/functions-runtime/vitest.mjs, never by a plain `vitest` (that would be the project's Node):
 * - unit: functions/test/unit (doubles, no emulator), part of npm test's unit step;
 * - emulator: functions/test/emulator, the handlers on the Firestore emulator (firebase-functions-test), part of the
 *   emulator step (scripts/emulators/tests.mjs runs them inside `npm run emulators`).
 */
const shared = {
  environment: 'node',
  globals: true,
  restoreMocks: true,
  // Ceilings for a loaded CI machine (tests/support/timeouts.ts), not delays.
  testTimeout: TEST_TIMEOUT_MS,
  hookTimeout: TEST_TIMEOUT_MS,
} as const;

export default defineConfig({
  define: { __BACKEND_KIND__: JSON.stringify('firebase') },
  // functions/src imports the web app's shared code as #app/<path in src>.js (functions/tsconfig.shared.json).
  resolve: { alias: [srcAlias, { find: /^#app\/(.+)\.js$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) }] },
  test: {
    projects: [
      { extends: true, test: { ...shared, name: 'unit', include: ['functions/test/unit/**/*.test.ts'] } },
      {
        extends: true,
        test: {
          ...shared,
          name: 'emulator',
          include: ['functions/test/emulator/**/*.test.ts'],
          // They share the Firestore emulator and clear its data.
          fileParallelism: false,
          // firebase-admin would otherwise probe for a Google Cloud metadata server (only warnings, off Google Cloud).
          env: { METADATA_SERVER_DETECTION: 'none' },
        },
      },
    ],
  },
});
