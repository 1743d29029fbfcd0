/**
 * A Firebase build of the site for local tests and measurements: the six VITE_FIREBASE_* set to dummy values (the
 * build selects the Firebase backend; no request can reach a real project), dummy App Check and NAVER Maps keys so
 * their code paths run, and a site address (a Firebase build needs one: canonical, Open Graph, sitemap).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { TEST_SITE_URL } from '../lib/test-site.mjs';

export const FIREBASE_BUILD_ENV = {
  VITE_FIREBASE_API_KEY: 'dummy-api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo-jy-construction.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo-jy-construction',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo-jy-construction.appspot.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '000000000000',
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000',
  VITE_APPCHECK_SITE_KEY: 'dummy-recaptcha-site-key',
  VITE_NAVER_MAP_CLIENT_ID: 'dummy-naver-client-id',
  // A Firebase build needs the site's public address (canonical URLs, the sitemap's).
  VITE_SITE_URL: TEST_SITE_URL,
};

/**
 * Builds the Firebase variant into `outDir`; resolves to vite's exit code.
 * @param {string} outDir
 * @returns {number}
 */
export function buildFirebaseSite(outDir) {
  const vite = resolve(ROOT, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...FIREBASE_BUILD_ENV },
  });
  return result.status ?? 1;
}
