import { createECDH, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import webPush from 'web-push';
import type { PushMessage } from '../../src/push/push-message.js';
import { webPushSender, type PushSubscriptionKeys } from '../../src/push/push-sender.js';

/** http_ece (web-push's encryption library, RFC 8188): decrypts a push body the way the browser does. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

/** A browser's subscription (its key pair kept, to decrypt what it is sent). */
export interface FakeDevice {
  subscription: PushSubscriptionKeys;
  decrypt(body: Buffer): PushMessage;
}

let next = 0;

export function fakeDevice(): FakeDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  next += 1;
  return {
    subscription: {
      endpoint: `https://push.example.test/send/device-${next}`,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
    },
    decrypt: (body) =>
      JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as PushMessage,
  };
}

/**
 * The push services at their HTTP boundary: each request is recorded by endpoint; `answer` sets an endpoint's
 * status (201 by default; 404/410 gone; 503 down).
 */
export function fakePushService() {
  const received = new Map<string, Buffer[]>();
  const answer = new Map<string, number>();
  const fetchImpl: typeof fetch = async (input, init) => {
    const url = String(input);
    const status = answer.get(url) ?? 201;
    if (status === 201) received.set(url, [...(received.get(url) ?? []), Buffer.from(init?.body as Uint8Array)]);
    return new Response('', { status });
  };
  const sender = webPushSender({ ...webPush.generateVAPIDKeys(), subject: 'https://jy.example.kr' }, fetchImpl);
  /** The messages `device` received, decrypted. */
  const messagesOf = (device: FakeDevice): PushMessage[] =>
    (received.get(device.subscription.endpoint) ?? []).map((body) => device.decrypt(body));
  return { sender, answer, messagesOf };
}
