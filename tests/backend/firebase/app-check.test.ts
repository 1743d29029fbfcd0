import { getToken, initializeAppCheck, ReCaptchaV3Provider } from 'firebase/app-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firebaseApp, disposeFirebaseApp } from '@/backend/firebase/app';
import { settlingProvider, startAppCheck } from '@/backend/firebase/app-check';
import { createAuthBackend } from '@/backend/firebase/auth-backend';
import { forgetAuthClient } from '@/backend/firebase/auth-session';
import { createPublicBackend } from '@/backend/firebase/public-backend';
import type { FirebaseSettings } from '@/backend/firebase/settings';
import { backendMessages } from '@/backend/shared/messages';
import { APP_CHECK_TOKEN_TIMEOUT_MS } from '@/config/timing';
import { errorCode } from '@/domain/errors';

/**
 * App Check when reCAPTCHA cannot load (an ad blocker, an outage): the real firebase SDKs (App Check with its
 * ReCaptchaV3Provider, Auth, Firestore Lite) in jsdom, where reCAPTCHA's script never loads — its token never
 * comes, exactly as in a browser that blocks it. fetch is replaced, so nothing leaves the machine and the tests see
 * what would have been sent. Fake timers: before the fix, sign-in showed "로그인 중..." for Auth's 30 s time-out
 * and public reads waited for ever once App Check had started.
 */
let appCounter = 0;
const requests: { url: string; appCheck: string | null }[] = [];

function settings(): FirebaseSettings {
  appCounter += 1;
  return {
    appName: `app-check-${appCounter}`,
    emulatorHost: '',
    storageEmulator: false,
    appCheckSiteKey: 'test-site-key',
    appCheckDebugToken: '',
    config: {
      apiKey: 'test-api-key',
      authDomain: 'demo-app-check.firebaseapp.com',
      projectId: 'demo-app-check',
      storageBucket: 'demo-app-check.appspot.com',
      messagingSenderId: '0',
      appId: '1:0:web:0',
    },
  };
}

/** Answers Firestore Lite's batchGet with "missing"; anything else with a server error. */
async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const headers = new Headers(init?.headers);
  requests.push({ url, appCheck: headers.get('x-firebase-appcheck') });
  if (url.includes(':batchGet')) {
    const name = 'projects/demo-app-check/databases/(default)/documents/constructionImages/img-1';
    return new Response(JSON.stringify([{ missing: name, readTime: '2026-01-01T00:00:00Z' }]), { status: 200 });
  }
  return new Response(JSON.stringify({ error: { code: 500, message: 'unexpected in this test' } }), { status: 500 });
}

/** Resolves to the outcome once `promise` settles, or 'pending'. */
function track(promise: Promise<unknown>) {
  const state: { outcome: string; at: number } = { outcome: 'pending', at: -1 };
  const start = Date.now();
  promise.then(
    () => Object.assign(state, { outcome: 'resolved', at: Date.now() - start }),
    (error: unknown) => Object.assign(state, { outcome: errorCode(error) ?? 'no-code', at: Date.now() - start }),
  );
  return state;
}

const used: FirebaseSettings[] = [];

beforeEach(() => {
  requests.length = 0;
  // No IndexedDB for the SDKs here (App Check's token cache, heartbeats): their reads would not follow fake time.
  vi.stubGlobal('indexedDB', undefined);
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const each of used.splice(0)) {
    forgetAuthClient(each.appName);
    await disposeFirebaseApp(each.appName);
  }
});

function fresh(): FirebaseSettings {
  const made = settings();
  used.push(made);
  return made;
}

describe('App Check without reCAPTCHA', () => {
  it('sign-in fails within APP_CHECK_TOKEN_TIMEOUT_MS with app-check/unavailable and its message, sending nothing', async () => {
    const auth = createAuthBackend(fresh());
    const signIn = auth.signIn('staff@example.com', 'secret');
    const state = track(signIn);
    await vi.advanceTimersByTimeAsync(APP_CHECK_TOKEN_TIMEOUT_MS - 1);
    expect(state.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(state).toEqual({ outcome: 'app-check/unavailable', at: APP_CHECK_TOKEN_TIMEOUT_MS });
    await expect(signIn).rejects.toThrow(backendMessages.appCheckUnavailable);
    expect(requests.filter((request) => request.url.includes('identitytoolkit'))).toEqual([]);
  });

  it('a second sign-in while reCAPTCHA is still missing fails at once', async () => {
    const auth = createAuthBackend(fresh());
    const first = track(auth.signIn('staff@example.com', 'secret'));
    await vi.advanceTimersByTimeAsync(APP_CHECK_TOKEN_TIMEOUT_MS);
    expect(first.outcome).toBe('app-check/unavailable');
    const second = track(auth.signIn('staff@example.com', 'secret'));
    await vi.advanceTimersByTimeAsync(0);
    expect(second).toEqual({ outcome: 'app-check/unavailable', at: 0 });
  });

  it('public reads still go out, with App Check’s placeholder token, instead of waiting for ever', async () => {
    const site = fresh();
    await startAppCheck(site);
    const publicBackend = createPublicBackend(site);
    const read = track(publicBackend.getPhoto('img-1'));
    await vi.advanceTimersByTimeAsync(APP_CHECK_TOKEN_TIMEOUT_MS);
    // Firestore Lite sends its request after the provider gave up; fetch is answered at once ("missing").
    await vi.waitFor(() => expect(read.outcome).toBe('resolved'));
    expect(read.at).toBeLessThanOrEqual(APP_CHECK_TOKEN_TIMEOUT_MS);
    const sent = requests.filter((request) => request.url.includes(':batchGet'));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.appCheck).toEqual(expect.any(String));

    // Later reads do not wait again while reCAPTCHA stays missing.
    const again = track(publicBackend.getPhoto('img-1'));
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => expect(again.outcome).toBe('resolved'));
    expect(again.at).toBe(0);
  });

  it('the settling provider passes a token through when reCAPTCHA answers in time', async () => {
    const site = fresh();
    const token = { token: 'real-token', expireTimeMillis: Date.now() + 3_600_000, issuedAtTimeMillis: Date.now() };
    const inner = new ReCaptchaV3Provider('test-site-key');
    const internals = inner as unknown as { getToken: () => Promise<unknown>; initialize: () => void };
    internals.initialize = () => {};
    internals.getToken = () => new Promise((resolve) => setTimeout(() => resolve(token), 1_000));
    const appCheck = initializeAppCheck(firebaseApp(site), {
      provider: settlingProvider(inner, APP_CHECK_TOKEN_TIMEOUT_MS),
      isTokenAutoRefreshEnabled: false,
    });
    const result = track(getToken(appCheck));
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(result.outcome).toBe('resolved'));
    await expect(getToken(appCheck)).resolves.toEqual({ token: 'real-token' });
  });
});
