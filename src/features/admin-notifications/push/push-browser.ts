import { ADMIN_SERVICE_WORKER_URL } from '@/config/staff-push';
import type { PushDeviceInput } from '@/domain/push-devices';
import type { PushProblem } from './copy';

/**
 * The browser's side of push alerts: whether this browser can receive them, the service worker (public/admin-sw.js,
 * registered here and nowhere else), the permission prompt and the subscription. Every browser API is reached
 * through `PushBrowser`, so the screen's tests can stand in for one.
 */

/** A push problem raised while turning alerts on; its code picks the Korean message (copy.ts problems). */
export class PushSetupError extends Error {
  constructor(readonly problem: PushProblem) {
    super(problem);
    this.name = 'PushSetupError';
  }
}

export interface PushBrowser {
  userAgent: string;
  online: () => boolean;
  secure: boolean;
  /** Running from the home screen (display-mode standalone, or iOS's navigator.standalone). */
  standalone: () => boolean;
  /** iPhone / iPad, including an iPad that says it is a Mac. */
  ios: boolean;
  /** The three APIs push needs: service workers, PushManager, Notification. */
  canPush: boolean;
  permission: () => NotificationPermission;
  requestPermission: () => Promise<NotificationPermission>;
  /** The admin's worker registration (registered now if needed) once it is active. */
  registration: () => Promise<ServiceWorkerRegistration>;
  /** The registration if the worker was registered before (never registers). */
  existingRegistration: () => Promise<ServiceWorkerRegistration | undefined>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export function realPushBrowser(): PushBrowser {
  const nav = navigator as Navigator & { standalone?: boolean };
  const userAgent = nav.userAgent;
  return {
    userAgent,
    online: () => nav.onLine,
    secure: window.isSecureContext,
    standalone: () => window.matchMedia('(display-mode: standalone)').matches || nav.standalone === true,
    ios: /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && nav.maxTouchPoints > 1),
    canPush: 'serviceWorker' in nav && 'PushManager' in window && 'Notification' in window,
    permission: () => Notification.permission,
    requestPermission: () => Notification.requestPermission(),
    registration: async () => {
      // Scope '/': the admin is the site's one page with a hash route. updateViaCache 'none': a deploy's worker is
      // always fetched from the server (firebase.json also serves it with no-cache).
      await nav.serviceWorker.register(ADMIN_SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
      return nav.serviceWorker.ready;
    },
    existingRegistration: () => ('serviceWorker' in nav ? nav.serviceWorker.getRegistration('/') : Promise.resolve(undefined)),
    storage: safeLocalStorage(),
  };
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Why this browser cannot receive push alerts now, before anything is asked; null when it can try. */
export function pushProblemOf(browser: PushBrowser): PushProblem | null {
  if (!browser.secure) return 'insecure';
  if (browser.ios && !browser.standalone()) return 'ios-needs-install';
  if (!browser.canPush) return 'unsupported';
  if (browser.permission() === 'denied') return 'denied';
  return null;
}

/** base64url (the VAPID public key) → the bytes PushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** The subscription as the port takes it; a subscription without keys is a failed one. */
export function subscriptionInputOf(subscription: PushSubscription, name: string): PushDeviceInput {
  const json = subscription.toJSON();
  const p256dh = json.keys?.p256dh;
  const auth = json.keys?.auth;
  if (!json.endpoint || !p256dh || !auth) throw new PushSetupError('failed');
  return { endpoint: json.endpoint, keys: { p256dh, auth }, name };
}

/** Where the demo keeps this browser's stand-in subscription (it has no push service to subscribe with). */
const DEMO_SUBSCRIPTION_KEY = 'jy-demo-push-subscription';

function randomBase64url(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...values))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * The demo's stand-in for this browser's subscription, made once and kept: the demo has no server that could push,
 * so the browser is never subscribed at a push service; the address only names this browser's entry in the list.
 */
export function demoSubscription(browser: PushBrowser, name: string, create: boolean): PushDeviceInput | null {
  const stored = browser.storage?.getItem(DEMO_SUBSCRIPTION_KEY);
  if (stored) return { ...(JSON.parse(stored) as Omit<PushDeviceInput, 'name'>), name };
  if (!create) return null;
  const subscription = {
    endpoint: `https://push.demo.invalid/${randomBase64url(16)}`,
    keys: { p256dh: randomBase64url(65), auth: randomBase64url(16) },
  };
  browser.storage?.setItem(DEMO_SUBSCRIPTION_KEY, JSON.stringify(subscription));
  return { ...subscription, name };
}

export function forgetDemoSubscription(browser: PushBrowser): void {
  browser.storage?.removeItem(DEMO_SUBSCRIPTION_KEY);
}
