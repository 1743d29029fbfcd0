/**
 * The staff's own devices that receive push alerts (알림 설정 → 이 기기에서 알림 받기; docs/staff-push.md).
 */

/** One subscribed device of the signed-in staff member, as the admin lists it. */
export interface PushDevice {
  /** Derived from the subscription's address (pushDeviceId): the same device subscribing again is the same entry. */
  id: string;
  /** "Android · Chrome" by default (deviceNameOf), renamed by its owner. */
  name: string;
  createdAt: Date;
  /** The last time this device turned on alerts, opened 알림 설정 with them on, or asked for a test. */
  lastUsedAt: Date;
  /** The last push the server delivered to its push service; null before the first (and always in the demo). */
  lastPushAt: Date | null;
}

/** What the browser's PushSubscription gives (its toJSON()), with the name to list it under. */
export interface PushDeviceInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  name: string;
}

/**
 * How this backend delivers pushes: 'web-push' with the VAPID public key the browser subscribes with (Firebase);
 * 'local' when no server sends any (the demo: a test is shown by the page itself, and says so); 'not-set-up' when
 * the site was built without a VAPID key (docs/staff-push.md says how to add one).
 */
export type PushSetup = { kind: 'web-push'; publicKey: string } | { kind: 'local' } | { kind: 'not-set-up' };

/** Who shows the test notification: the server through the push service, or this page (the demo). */
export type TestPushDelivery = 'sent-by-server' | 'show-here';

/**
 * A device's id from its push service address: FNV-1a 64-bit, 16 hex digits. Not a secret (the address is the
 * owner's own, and only they read the document); it only keeps one entry per subscription.
 */
export function pushDeviceId(endpoint: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(endpoint)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

const PLATFORMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'Mac'],
  [/CrOS/, 'Chromebook'],
  [/Linux/, 'Linux'],
];

const BROWSERS: readonly [RegExp, string][] = [
  [/SamsungBrowser/, '삼성 인터넷'],
  [/Whale/, '네이버 웨일'],
  [/Edg\//, 'Edge'],
  [/Firefox|FxiOS/, 'Firefox'],
  [/Chrome|CriOS|Chromium/, 'Chrome'],
  [/Safari/, 'Safari'],
];

/** A device's first name from its user agent: "Android · Chrome", "iPhone · Safari"; "이 기기" when unknown. */
export function deviceNameOf(userAgent: string): string {
  const platform = PLATFORMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return [platform, browser].filter(Boolean).join(' · ') || '이 기기';
}
