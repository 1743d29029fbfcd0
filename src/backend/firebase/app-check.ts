import { firebaseApp } from './app';
import type { FirebaseSettings } from './settings';

/**
 * App Check (reCAPTCHA v3). The SDK is small, but reCAPTCHA's own scripts are about 220 KB and cost main-thread
 * time, so they are kept off the critical path:
 * - public pages schedule App Check when the browser is idle after the first paint (scheduleAppCheck);
 * - writes (the inquiry form) and the admin part wait for it to be started first (startAppCheck).
 * Consequence for enforcement: the very first public reads of a visit can go out before the App Check token
 * exists, so enforce App Check on Auth and Storage (and on Firestore only if slower first reads are acceptable,
 * by calling startAppCheck before the first read instead).
 * With the emulators a debug token is used (VITE_APPCHECK_DEBUG_TOKEN, or one the SDK prints to the console).
 * Without a site key App Check is skipped with a warning.
 */

const started = new Map<string, Promise<void>>();
const IDLE_TIMEOUT_MS = 4000;

declare global {
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

export function startAppCheck(settings: FirebaseSettings): Promise<void> {
  const existing = started.get(settings.appName);
  if (existing) return existing;
  const starting = activate(settings).catch((error: unknown) => {
    console.error('[firebase] App Check could not be started', error);
  });
  started.set(settings.appName, starting);
  return starting;
}

async function activate(settings: FirebaseSettings): Promise<void> {
  if (!settings.appCheckSiteKey) {
    if (!settings.emulatorHost) console.warn('[firebase] VITE_APPCHECK_SITE_KEY is not set: App Check is off.');
    return;
  }
  if (settings.emulatorHost) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.appCheckDebugToken || true;
  const { initializeAppCheck, ReCaptchaV3Provider } = await import('firebase/app-check');
  initializeAppCheck(firebaseApp(settings), {
    provider: new ReCaptchaV3Provider(settings.appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

/** Starts App Check once the page is idle (or after a few seconds at the latest). */
export function scheduleAppCheck(settings: FirebaseSettings): void {
  if (started.has(settings.appName) || typeof window === 'undefined') return;
  const run = () => void startAppCheck(settings);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, IDLE_TIMEOUT_MS);
}
