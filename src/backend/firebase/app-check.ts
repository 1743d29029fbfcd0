import type { FirebaseApp } from 'firebase/app';
import type { AppCheck, AppCheckOptions } from 'firebase/app-check';
import { APP_CHECK_TOKEN_TIMEOUT_MS } from '@/config/timing';
import { BackendError, errorCode } from '@/domain/errors';
import { reportError } from '@/domain/report-error';
import { backendMessages } from '../shared/messages';
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
 *
 * When reCAPTCHA cannot load (an ad blocker, an outage, no route to google.com) its token never comes, and every
 * Firebase request waits for it: Auth until its own 30 s time-out, Firestore Lite and Storage for ever. So:
 * - the provider gives up after APP_CHECK_TOKEN_TIMEOUT_MS (settlingProvider): App Check then hands out its
 *   placeholder token, with which public reads still work where Firestore does not enforce App Check; while
 *   reCAPTCHA stays unavailable, later requests get the placeholder at once;
 * - sign-in checks for a token first (requireAppCheckToken) and fails with app-check/unavailable and a clear
 *   Korean message instead of sending a request that enforcement would refuse.
 */

const started = new Map<string, Promise<AppCheck | null>>();
const IDLE_TIMEOUT_MS = 4000;

declare global {
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

export function startAppCheck(settings: FirebaseSettings): Promise<void> {
  return appCheckOf(settings).then(() => undefined);
}

/** The App Check instance of these settings once started, or null when it is off or could not start. */
function appCheckOf(settings: FirebaseSettings): Promise<AppCheck | null> {
  const existing = started.get(settings.appName);
  if (existing) return existing;
  const starting = activate(settings).catch((error: unknown) => {
    reportError('[firebase] App Check could not be started', error);
    return null;
  });
  started.set(settings.appName, starting);
  return starting;
}

async function activate(settings: FirebaseSettings): Promise<AppCheck | null> {
  if (!settings.appCheckSiteKey) {
    if (!settings.emulatorHost) console.warn('[firebase] VITE_APPCHECK_SITE_KEY is not set: App Check is off.');
    return null;
  }
  if (settings.emulatorHost) globalThis.FIREBASE_APPCHECK_DEBUG_TOKEN = settings.appCheckDebugToken || true;
  const { initializeAppCheck, ReCaptchaV3Provider } = await import('firebase/app-check');
  return initializeAppCheck(firebaseApp(settings), {
    provider: settlingProvider(new ReCaptchaV3Provider(settings.appCheckSiteKey), APP_CHECK_TOKEN_TIMEOUT_MS),
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

function appCheckUnavailable(): BackendError {
  return new BackendError('app-check/unavailable', backendMessages.appCheckUnavailable);
}

/** reCAPTCHA did not come (our time-out) or could not run (the SDK's recaptcha-error). */
function isRecaptchaFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'app-check/unavailable' || code === 'appCheck/recaptcha-error';
}

/**
 * Sign-in's check: waits for App Check's token at most `timeoutMs`. Rejects with BackendError
 * app-check/unavailable when it did not come because reCAPTCHA could not load or run. Resolves when there is a
 * token, when App Check is off, and when the token failed for another reason (e.g. the exchange is throttled):
 * Auth then sends App Check's placeholder and its enforcement decides, as before.
 */
export async function requireAppCheckToken(settings: FirebaseSettings, timeoutMs = APP_CHECK_TOKEN_TIMEOUT_MS): Promise<void> {
  const appCheck = await appCheckOf(settings);
  if (!appCheck) return;
  const { getToken } = await import('firebase/app-check');
  const token = getToken(appCheck).then(
    () => true,
    (error: unknown) => !isRecaptchaFailure(error),
  );
  if (!(await within(token, timeoutMs, false))) throw appCheckUnavailable();
}

/** `work`'s value, or `fallback` when it takes longer than `ms`. */
async function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([work, timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What firebase/app-check calls on a provider. Its typings mark these @internal (they are not in the public
 * AppCheckProvider type), but every provider implements them; tests/backend/firebase/app-check.test.ts runs this
 * wrapper with the real SDK, so a change in a firebase upgrade shows there.
 */
type Provider = AppCheckOptions['provider'];

interface ProviderInternals {
  getToken(isLimitedUse?: boolean): Promise<unknown>;
  initialize(app: FirebaseApp): void;
  isEqual(other: unknown): boolean;
}

/**
 * `inner`, but a token request that has not settled after `timeoutMs` fails with app-check/unavailable; while
 * that request is still pending (reCAPTCHA never loaded), further requests fail at once instead of each waiting
 * again. Once it settles, the next request asks `inner` afresh.
 */
export function settlingProvider(inner: Provider, timeoutMs: number): Provider {
  const base = inner as unknown as ProviderInternals;
  let stalled: Promise<unknown> | null = null;
  const wrapper: ProviderInternals = {
    initialize: (app) => base.initialize(app),
    isEqual: (other) => other === wrapper,
    async getToken(isLimitedUse) {
      if (stalled) throw appCheckUnavailable();
      const request = base.getToken(isLimitedUse);
      const unavailable = Symbol('unavailable');
      const result = await within<unknown>(request, timeoutMs, unavailable);
      if (result !== unavailable) return result;
      stalled = request;
      const clear = () => {
        if (stalled === request) stalled = null;
      };
      request.then(clear, clear);
      throw appCheckUnavailable();
    },
  };
  return wrapper as unknown as Provider;
}
