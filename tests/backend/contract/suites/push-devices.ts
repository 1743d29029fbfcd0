import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { PUSH_DEVICE_NAME_MAX, PUSH_DEVICES_MAX, PUSH_ENDPOINT_MAX, PUSH_KEY_MAX } from '@/config/staff-push';
import { pushDeviceId, type PushDeviceInput } from '@/domain/push-devices';
import { codeOf, type ContractEnv } from '../contract-env';

/** A subscription as a browser gives it (the keys' real lengths: p256dh 87, auth 22 characters). */
export function subscriptionInput(n = 1, name = 'Android · Chrome'): PushDeviceInput {
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}:APA91bHx`,
    keys: { p256dh: `B${'p'.repeat(85)}${n % 10}`, auth: `a${'u'.repeat(20)}${n % 10}` },
    name,
  };
}

const BAD_INPUTS: Record<string, PushDeviceInput> = {
  'an http endpoint': { ...subscriptionInput(), endpoint: 'http://push.example.com/x' },
  'an endpoint that is too long': { ...subscriptionInput(), endpoint: `https://push.example.com/${'x'.repeat(PUSH_ENDPOINT_MAX)}` },
  'no keys': { ...subscriptionInput(), keys: undefined as unknown as PushDeviceInput['keys'] },
  'an empty auth key': { ...subscriptionInput(), keys: { p256dh: subscriptionInput().keys.p256dh, auth: '' } },
  'a key that is too long': { ...subscriptionInput(), keys: { p256dh: 'p'.repeat(PUSH_KEY_MAX + 1), auth: 'a'.repeat(22) } },
  'a key that is not base64url': { ...subscriptionInput(), keys: { p256dh: 'p+/p', auth: 'a'.repeat(22) } },
  'a blank name': subscriptionInput(1, '\u3000 '),
  'a name that is too long': subscriptionInput(1, '가'.repeat(PUSH_DEVICE_NAME_MAX + 1)),
};

/** Lets the clock move on, so two uses in a row have different times (the demo's are milliseconds). */
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

export function pushDevicesContract(env: ContractEnv): void {
  describe('push devices (알림 설정 → 이 기기에서 알림 받기)', () => {
    async function admin(): Promise<AdminBackend> {
      await env.signInAsAdmin();
      return env.adminBackend();
    }

    it('has no device at first, and says how pushes are delivered here', async () => {
      const backend = await admin();
      expect(await backend.listPushDevices()).toEqual([]);
      expect(['web-push', 'local', 'not-set-up']).toContain((await backend.getPushSetup()).kind);
    });

    it('lists a subscribed device with its name and times; subscribing again keeps one entry and its name', async () => {
      const backend = await admin();
      const saved = await backend.savePushDevice(subscriptionInput(1, '  Android · Chrome '));
      expect(saved).toEqual({
        id: pushDeviceId(subscriptionInput(1).endpoint),
        name: 'Android · Chrome',
        createdAt: expect.any(Date),
        lastUsedAt: saved.createdAt,
        lastPushAt: null,
      });
      expect(await backend.listPushDevices()).toEqual([saved]);
      await backend.renamePushDevice(saved.id, '사장님 휴대폰');
      const again = await backend.savePushDevice(subscriptionInput(1, 'iPhone · Safari'));
      expect(again).toMatchObject({ id: saved.id, name: '사장님 휴대폰', createdAt: saved.createdAt });
      expect(again.lastUsedAt.getTime()).toBeGreaterThanOrEqual(saved.lastUsedAt.getTime());
      expect(await backend.listPushDevices()).toEqual([again]);
    });

    it('lists several devices, the most recently used first; removes one (twice is nothing)', async () => {
      const backend = await admin();
      const first = await backend.savePushDevice(subscriptionInput(1));
      await tick();
      const second = await backend.savePushDevice(subscriptionInput(2, 'iPhone · Safari'));
      await tick();
      const third = await backend.savePushDevice(subscriptionInput(3, 'Windows · Edge'));
      expect((await backend.listPushDevices()).map((device) => device.id)).toEqual([third.id, second.id, first.id]);
      await backend.removePushDevice(second.id);
      await backend.removePushDevice(second.id);
      expect((await backend.listPushDevices()).map((device) => device.id)).toEqual([third.id, first.id]);
    });

    it('a test push counts as a use of that device; a device that is not there is not-found', async () => {
      const backend = await admin();
      const first = await backend.savePushDevice(subscriptionInput(1));
      const second = await backend.savePushDevice(subscriptionInput(2));
      await tick();
      expect(['sent-by-server', 'show-here']).toContain(await backend.requestTestPush(first.id));
      const [latest] = await backend.listPushDevices();
      expect(latest?.id).toBe(first.id);
      expect(latest!.lastUsedAt.getTime()).toBeGreaterThanOrEqual(second.lastUsedAt.getTime());
      expect(await codeOf(backend.requestTestPush('nope'))).toBe('not-found');
      expect(await codeOf(backend.requestTestPush('a/b'))).toBe('not-found');
      expect(await codeOf(backend.renamePushDevice('nope', '이름'))).toBe('not-found');
    });

    it.each(Object.entries(BAD_INPUTS))('refuses %s (invalid-argument) and saves nothing', async (_, input) => {
      const backend = await admin();
      expect(await codeOf(backend.savePushDevice(input))).toBe('invalid-argument');
      expect(await backend.listPushDevices()).toEqual([]);
    });

    it('a rename to a blank or too long name is invalid-argument and keeps the name', async () => {
      const backend = await admin();
      const saved = await backend.savePushDevice(subscriptionInput(1));
      expect(await codeOf(backend.renamePushDevice(saved.id, ' '))).toBe('invalid-argument');
      expect(await codeOf(backend.renamePushDevice(saved.id, 'x'.repeat(PUSH_DEVICE_NAME_MAX + 1)))).toBe('invalid-argument');
      await backend.renamePushDevice(saved.id, 'x'.repeat(PUSH_DEVICE_NAME_MAX));
      expect((await backend.listPushDevices())[0]?.name).toBe('x'.repeat(PUSH_DEVICE_NAME_MAX));
    });

    it(`keeps at most ${PUSH_DEVICES_MAX} devices per staff member`, async () => {
      const backend = await admin();
      for (let n = 1; n <= PUSH_DEVICES_MAX; n += 1) await backend.savePushDevice(subscriptionInput(n));
      expect(await codeOf(backend.savePushDevice(subscriptionInput(PUSH_DEVICES_MAX + 1)))).toBe('invalid-argument');
      // The same devices subscribing again are no new ones.
      await backend.savePushDevice(subscriptionInput(1));
      expect(await backend.listPushDevices()).toHaveLength(PUSH_DEVICES_MAX);
    });

    it('only a signed-in administrator has devices', async () => {
      const signedOut = await env.adminBackend();
      expect(await codeOf(signedOut.listPushDevices())).toBe('auth/not-signed-in');
      expect(await codeOf(signedOut.savePushDevice(subscriptionInput()))).toBe('auth/not-signed-in');
      await env.signInAsNonAdmin();
      const nonAdmin = await env.adminBackend();
      for (const call of [
        nonAdmin.getPushSetup(),
        nonAdmin.listPushDevices(),
        nonAdmin.savePushDevice(subscriptionInput()),
        nonAdmin.renamePushDevice('x', 'y'),
        nonAdmin.removePushDevice('x'),
        nonAdmin.requestTestPush('x'),
      ])
        expect(await codeOf(call)).toBe('auth/not-admin');
    });
  });
}
