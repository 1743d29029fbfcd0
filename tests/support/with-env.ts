import { afterEach, vi } from 'vitest';

/**
 * For tests of what the site config (src/config/site.ts) reads from VITE_* variables at load time: call at the top
 * of a test file. `load` sets exactly the given variables (dropping those of an earlier load), forgets every loaded
 * module and runs the import it is given, so site.ts and what uses it are evaluated afresh with those values.
 * Variables are restored after each test. In such a file, load the whole app through it too (render-app): modules
 * imported before a reset and lazy chunks loaded after it would otherwise be two copies (two React contexts).
 */
export function envStubLoader() {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });
  return async function load<T>(env: Readonly<Record<string, string>>, importer: () => Promise<T>): Promise<T> {
    vi.unstubAllEnvs();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    return importer();
  };
}
