import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { TEST_TIMEOUT_MS } from './tests/support/timeouts.ts';

/**
 * The `.ts` tests that need a DOM (hooks rendered with Testing Library, `window` events, `document`): they run in
 * jsdom with the component tests (`*.test.tsx`). Every other `.ts` test touches no DOM and runs in Node, which
 * starts in a fraction of jsdom's time. A `.ts` test that fails in Node with "window is not defined" belongs here.
 */
const DOM_TESTS = [
  'tests/app/boot/first-taps.test.ts',
  'tests/backend/contract/demo-session.test.ts',
  // The demo contract suite's offline case listens for the window's offline event (skipped without a window).
  'tests/backend/contract/demo.contract.test.ts',
  'tests/backend/firebase/app-check.test.ts',
  'tests/backend/firebase/upload-stall.test.ts',
  'tests/components/map/naver-map-loader.test.ts',
  'tests/features/gallery/use-gallery-page.test.ts',
  'tests/features/gallery/use-photo.test.ts',
  'tests/lib/use-async-value.test.ts',
];

/**
 * The component tests that replace modules (`vi.mock`, `vi.doMock`, `importActual`/`importOriginal`, `vi.stubGlobal`,
 * `vi.stubEnv`, `vi.resetModules`): a mocked module would stay mocked for the next file sharing the module graph, so
 * they keep a fresh graph and a fresh jsdom per file (`dom`). Found by reading the files, so a moved or new test
 * lands in the right project by itself.
 */
const MOCKS_MODULES = /vi\.(mock|doMock|stubGlobal|stubEnv|resetModules)\(|importActual|importOriginal/;
const TESTS_DIR = fileURLToPath(new URL('./tests/', import.meta.url));
const ISOLATED_COMPONENT_TESTS = readdirSync(TESTS_DIR, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.tsx') && MOCKS_MODULES.test(readFileSync(TESTS_DIR + file, 'utf8')))
  .map((file) => `tests/${file.replaceAll('\\', '/')}`);

/** Other configs' tests: browser (vitest.e2e.config.ts), hosting (vitest.hosting.config.ts), emulators. */
const OTHER_CONFIGS = ['tests/browser/**', 'tests/hosting/**', 'tests/emulator/**', 'tests/emulator-storage/**', 'node_modules/**'];

/**
 * Unit, component and demo-adapter contract tests (fake IndexedDB), in three projects: `dom` (jsdom, isolated:
 * DOM_TESTS and ISOLATED_COMPONENT_TESTS), `dom-shared` (jsdom, not isolated: the other `.tsx` tests) and `node`
 * (the rest). Times and the why: docs/tests.md. Browser tests: vitest.e2e.config.ts; hosting tests:
 * vitest.hosting.config.ts. The Cloud Functions' own tests run on their runtime's Node: vitest.functions.config.ts.
 */
export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    define: { __BACKEND_KIND__: JSON.stringify('demo') },
    // functions/src imports the web app's shared code as #app/<path in src>.js (built into functions/lib/app for
    // deployment, see functions/tsconfig.shared.json); its tests run it from its source.
    resolve: { alias: [{ find: /^#app\/(.+)\.js$/, replacement: fileURLToPath(new URL('./src/$1.ts', import.meta.url)) }] },
    test: {
      globals: true,
      css: false,
      restoreMocks: true,
      // Worker threads start faster than child processes (the default pool), for the same isolation.
      pool: 'threads',
      // Ceilings for a loaded CI machine (tests/support/timeouts.ts), not delays.
      testTimeout: TEST_TIMEOUT_MS,
      hookTimeout: TEST_TIMEOUT_MS,
      projects: [
        {
          extends: true,
          test: {
            name: 'dom',
            environment: 'jsdom',
            setupFiles: ['./tests/support/setup.ts'],
            include: [...ISOLATED_COMPONENT_TESTS, ...DOM_TESTS],
            exclude: OTHER_CONFIGS,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom-shared',
            environment: 'jsdom',
            // A fresh jsdom and module graph per file cost about a second of CPU each (jsdom, React, Testing Library
            // loaded again). These files mock no module and Testing Library's cleanup and the setup's localStorage
            // reset leave the page empty after each test, so a worker's one jsdom and module graph serve them all.
            isolate: false,
            setupFiles: ['./tests/support/setup.ts'],
            include: ['tests/**/*.test.tsx'],
            exclude: [...OTHER_CONFIGS, ...ISOLATED_COMPONENT_TESTS],
          },
        },
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            // These tests share no DOM and keep no state between files, so one module graph per worker serves them
            // all: no file pays again for importing the app's modules (the jsdom tests need a fresh one each).
            isolate: false,
            setupFiles: ['./tests/support/setup-node.ts'],
            include: ['tests/**/*.test.ts'],
            exclude: [...OTHER_CONFIGS, ...DOM_TESTS],
          },
        },
      ],
    },
  }),
);
