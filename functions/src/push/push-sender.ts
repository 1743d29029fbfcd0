import webPush from 'web-push';
import type { PushMessage } from './push-message.js';

/** A device's Web Push subscription as the browser gave it (PushSubscription.toJSON()). */
export interface PushSubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The VAPID key pair (base64url, web-push's format) and the contact the push services may write to (SITE_URL). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/**
 * What the push service answered: 'sent' (2xx), 'gone' (404 or 410: the subscription no longer exists, remove it),
 * or 'failed' with the status (0 when the request itself failed): a 429 or 5xx may work on a retry.
 */
export type PushOutcome = { result: 'sent' } | { result: 'gone'; status: number } | { result: 'failed'; status: number; detail: string };

export type PushSender = (subscription: PushSubscriptionKeys, message: PushMessage) => Promise<PushOutcome>;

/** How long a push service keeps an undelivered alert for a device that is off (a phone without signal): 1 day. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service's answer must come within this (the trigger retries on failure). */
const PUSH_REQUEST_TIMEOUT_MS = 10_000;

/**
 * Standard Web Push (RFC 8030) with VAPID (RFC 8292) and the message encrypted for the device (RFC 8291,
 * aes128gcm): web-push builds the request (encryption and the signed VAPID header), fetch sends it. Urgency high:
 * a new inquiry must wake a phone. `fetchImpl` is the HTTP boundary the tests replace or point at a local server.
 */
export function webPushSender(vapid: VapidKeys, fetchImpl: typeof fetch = fetch): PushSender {
  return async (subscription, message) => {
    let response: Response;
    try {
      // Throws on a malformed subscription key or VAPID key: a failure like the push service's.
      const request = webPush.generateRequestDetails(subscription, JSON.stringify(message), {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        urgency: 'high',
        contentEncoding: 'aes128gcm',
      });
      response = await fetchImpl(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
        body: request.body ? new Uint8Array(request.body) : null,
        signal: AbortSignal.timeout(PUSH_REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      return { result: 'failed', status: 0, detail: String(error) };
    }
    if (response.ok) return { result: 'sent' };
    if (response.status === 404 || response.status === 410) return { result: 'gone', status: response.status };
    return { result: 'failed', status: response.status, detail: (await response.text().catch(() => '')).slice(0, 200) };
  };
}
