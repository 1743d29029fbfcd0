import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { resolve } from 'node:path';
import { stopGroup } from '../../../scripts/emulators/processes.mjs';
import { FIRESTORE_HOST } from '../../../scripts/emulators/start.mjs';
import { HOSTING_PROJECT_ID, startHostingEmulator } from '../../../scripts/hosting/hosting-emulator.mjs';
import { localFunctions, startLocalFirestore } from '../../../scripts/hosting/local-functions.mjs';
import { startTlsFront } from '../../../scripts/hosting/tls-front.mjs';
import { chromiumLaunchOptions } from '../../browser/support/chromium';

export type BuildKind = 'demo' | 'firebase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Hosting emulator, plain http (no trailing slash). */
    hostingUrl: string;
    /** The same site through the TLS front (https, no trailing slash). */
    httpsUrl: string;
    /** The build being served, and the emulator's scratch project (publishRelease swaps the served copy). */
    buildDir: string;
    hostingProjectDir: string;
    buildKind: BuildKind;
    wsEndpoint: string;
    /** With local functions (the Firebase pages tests): the Firestore emulator they read (HOST:PORT), else ''. */
    firestoreHost: string;
    projectId: string;
  }
}

/**
 * One Hosting emulator, one TLS front and one Chromium for every hosting test file. The build is dist/ unless
 * HOSTING_BUILD_DIR names another (scripts/hosting/test.mjs --build firebase); HOSTING_BUILD_KIND says which.
 * With HOSTING_FUNCTIONS_DIR (a Firebase build's functions, scripts/hosting/local-functions.mjs), the Functions
 * emulator runs beside Hosting and a Firestore emulator beside them (the pages from Firestore).
 */
export default async function setup(project: TestProject) {
  const buildDir = resolve(process.env.HOSTING_BUILD_DIR ?? 'dist');
  const buildKind: BuildKind = process.env.HOSTING_BUILD_KIND === 'firebase' ? 'firebase' : 'demo';
  const functionsDir = process.env.HOSTING_FUNCTIONS_DIR;
  const firestore = functionsDir ? await startLocalFirestore() : null;
  // Whatever started is stopped again if a later start fails, so no emulator outlives a failed setup.
  let emulator: Awaited<ReturnType<typeof startHostingEmulator>> | undefined;
  let front: Awaited<ReturnType<typeof startTlsFront>> | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launchServer>>;
  try {
    emulator = await startHostingEmulator({ buildDir, ...(functionsDir ? { functions: localFunctions(functionsDir) } : {}) });
    front = await startTlsFront(emulator.url);
    browser = await chromium.launchServer(chromiumLaunchOptions());
  } catch (error) {
    await front?.close();
    await emulator?.stop();
    if (firestore) await stopGroup(firestore);
    throw error;
  }
  const started = emulator;
  project.provide('hostingUrl', emulator.url);
  project.provide('httpsUrl', front.url);
  project.provide('buildDir', buildDir);
  project.provide('hostingProjectDir', emulator.projectDir);
  project.provide('buildKind', buildKind);
  project.provide('wsEndpoint', browser.wsEndpoint());
  project.provide('firestoreHost', firestore ? FIRESTORE_HOST : '');
  project.provide('projectId', HOSTING_PROJECT_ID);
  return async () => {
    await browser.close();
    await front?.close();
    await started.stop();
    if (firestore) await stopGroup(firestore);
  };
}
