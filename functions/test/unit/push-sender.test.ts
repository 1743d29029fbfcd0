// @vitest-environment node
import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import webPush from 'web-push';
import { newInquiryPush, type PushMessage } from '../../src/push/push-message.js';
import { PUSH_TTL_SECONDS, webPushSender, type PushSubscriptionKeys } from '../../src/push/push-sender.js';

/** http_ece (web-push's own encryption library, RFC 8188) decrypts what a browser would. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A browser's side of a subscription: its key pair and auth secret, as PushSubscription.toJSON() gives them. */
function browserSubscription(endpoint = 'https://push.example.test/send/abc123') {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  const subscription: PushSubscriptionKeys = { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  return { subscription, decrypt: (body: Buffer) => ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }) };
}

interface Seen {
  url: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** The push service at its HTTP boundary: records each request, answers `status`. */
function fakePushService(status = 201) {
  const seen: Seen[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    seen.push({
      url: String(input),
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: Buffer.from(init?.body as Uint8Array),
    });
    return new Response(status === 201 ? '' : 'gone', { status });
  };
  return { seen, fetchImpl };
}

const vapid = { ...webPush.generateVAPIDKeys(), subject: 'https://jy.example.kr' };
const message: PushMessage = newInquiryPush({
  inquiryId: 'inq123',
  companyName: null,
  name: '김철수',
  phone: '010-1234-5678',
  telUrl: 'tel:01012345678',
  workType: '지붕 공사',
  region: '원주시',
  preferredCallTime: null,
  messageStart: '비가 샙니다',
  messageTruncated: false,
  photoCount: 2,
  submittedAt: '2026년 11월 3일 (화) 14:05',
  adminUrl: null,
});

describe('webPushSender (standard Web Push at its HTTP boundary)', () => {
  it('posts the message encrypted for the device (aes128gcm), which the device decrypts', async () => {
    const { subscription, decrypt } = browserSubscription();
    const service = fakePushService();
    await expect(webPushSender(vapid, service.fetchImpl)(subscription, message)).resolves.toEqual({ result: 'sent' });
    const [request] = service.seen;
    expect(request?.url).toBe(subscription.endpoint);
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    // The body is ciphertext: the masked name is not readable on the wire.
    expect(request?.body.includes(Buffer.from('김○○'))).toBe(false);
    const decrypted = JSON.parse(decrypt(request!.body).toString('utf8')) as PushMessage;
    expect(decrypted).toEqual(message);
    expect(decrypted.body).toBe('새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장');
  });

  it('signs with VAPID for the push service origin, urgent, kept a day for a phone that is off', async () => {
    const { subscription } = browserSubscription();
    const service = fakePushService();
    await webPushSender(vapid, service.fetchImpl)(subscription, message);
    const headers = service.seen[0]!.headers;
    expect(headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    const claims = JSON.parse(Buffer.from(headers.authorization!.split('.')[1]!, 'base64url').toString()) as { aud: string; sub: string };
    expect(claims).toMatchObject({ aud: 'https://push.example.test', sub: 'https://jy.example.kr' });
    expect(headers.urgency).toBe('high');
    expect(headers.ttl).toBe(String(PUSH_TTL_SECONDS));
  });

  it.each([404, 410])('reads %i as a subscription that is gone', async (status) => {
    const { subscription } = browserSubscription();
    await expect(webPushSender(vapid, fakePushService(status).fetchImpl)(subscription, message)).resolves.toEqual({
      result: 'gone',
      status,
    });
  });

  it('reports a 429 or 5xx, a network failure and a malformed key as failed (retried), never throws', async () => {
    const { subscription } = browserSubscription();
    await expect(webPushSender(vapid, fakePushService(503).fetchImpl)(subscription, message)).resolves.toMatchObject({
      result: 'failed',
      status: 503,
    });
    const offline: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));
    await expect(webPushSender(vapid, offline)(subscription, message)).resolves.toMatchObject({ result: 'failed', status: 0 });
    const broken = { ...subscription, keys: { ...subscription.keys, p256dh: 'short' } };
    await expect(webPushSender(vapid, fakePushService().fetchImpl)(broken, message)).resolves.toMatchObject({
      result: 'failed',
      status: 0,
    });
  });
});
