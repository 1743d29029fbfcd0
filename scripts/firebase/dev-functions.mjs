/**
 * The Cloud Functions in `npm run dev:emulators`: the Functions emulator (on the functions' Node.js, 22) behind the
 * Hosting emulator, on the dev Firestore emulator, so the pages function answers locally: a photo page and the
 * sitemap at http://127.0.0.1:5000/projects/gallery/{id} and /sitemap.xml, the server render of the seeded data.
 * It serves a Firebase build of the site (scripts/hosting/firebase-build.mjs, built once into
 * node_modules/.cache/dev-functions/site; delete it to rebuild) and the functions built from it
 * (scripts/hosting/local-functions.mjs). Firestore triggers and the schedule do not fire here (see dev-emulators.mjs).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/config.mjs';
import { FIREBASE_BUILD_ENV, buildFirebaseSite } from '../hosting/firebase-build.mjs';
import { startHostingEmulator } from '../hosting/hosting-emulator.mjs';
import { localFunctions, prepareLocalFunctions } from '../hosting/local-functions.mjs';

export const DEV_SITE_DIR = resolve(ROOT, 'node_modules/.cache/dev-functions/site');

/** @returns {Promise<import('../hosting/hosting-emulator.mjs').HostingEmulator>} */
export async function startDevFunctions() {
  // Vite's module runner (the seed) set NODE_ENV=development in this process: the site and its bundle are production
  // builds (React's development JSX runtime in the bundle fails on the server).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let dir;
  try {
    if (!existsSync(resolve(DEV_SITE_DIR, 'index.html'))) {
      console.log('dev:emulators: building the Firebase site once for the pages function (about a minute)…');
      if (buildFirebaseSite(DEV_SITE_DIR) !== 0) throw new Error('The Firebase build for the pages function failed.');
    }
    dir = prepareLocalFunctions({ siteDir: DEV_SITE_DIR, siteUrl: FIREBASE_BUILD_ENV.VITE_SITE_URL, buildEnv: FIREBASE_BUILD_ENV });
  } finally {
    // Vite's dev server (started next) decides its own mode.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  return startHostingEmulator({ buildDir: DEV_SITE_DIR, functions: localFunctions(dir) });
}
