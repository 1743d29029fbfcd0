import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { TEST_TIMEOUT_MS } from './tests/support/timeouts.ts';

/** Unit, component and demo-adapter contract tests (jsdom + fake IndexedDB). Browser tests: vitest.e2e.config.ts; hosting tests: vitest.hosting.config.ts. */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: { __BACKEND_KIND__: JSON.stringify('demo') },
    // functions/src imports the web app's shared code as #app/<path in src>.js (built into functions/lib/app for
    // deployment, see functions/tsconfig.shared.json); its tests run it from its source.
    resolve: { alias: [{ find: /^#app\/(.+)\.js$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) }] },
    test: {
      environment: 'jsdom',
      globals: true,
      setupFiles: ['./tests/support/setup.ts'],
      // The Cloud Functions' own tests run on their runtime's Node: vitest.functions.config.ts.
      include: ['tests/**/*.test.{ts,tsx}'],
      exclude: ['tests/browser/**', 'tests/hosting/**', 'tests/emulator/**', 'tests/emulator-storage/**', 'node_modules/**'],
      css: false,
      restoreMocks: true,
      // Ceilings for a loaded CI machine (tests/support/timeouts.ts), not delays.
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: TEST_TIMEOUT_MS,
    },
  }),
);
