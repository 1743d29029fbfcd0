import { PUSH_DEVICES_MAX } from '@/config/staff-push';
import { pushDeviceId, type PushDevice, type PushDeviceInput, type PushSetup, type TestPushDelivery } from '@/domain/push-devices';
import { checkPushDeviceInput, pushDeviceNameOf, pushDeviceNotFound, tooManyPushDevices } from '../shared/push-devices';
import type { DemoSessionContext } from './context';
import type { PushDeviceRecord } from './db';

/**
 * The staff's push devices, kept like Firebase's staff/{uid}/pushDevices. The demo has no server to push from: a
 * test is shown by the page itself through its service worker ('show-here'), and new inquiries push nothing.
 */

const toDevice = (record: PushDeviceRecord): PushDevice => ({
  id: record.id,
  name: record.name,
  createdAt: new Date(record.createdAt),
  lastUsedAt: new Date(record.lastUsedAt),
  lastPushAt: record.lastPushAt === null ? null : new Date(record.lastPushAt),
});

export async function getPushSetup(ctx: DemoSessionContext): Promise<PushSetup> {
  ctx.auth.requireAdmin();
  return { kind: 'local' };
}

export async function listPushDevices(ctx: DemoSessionContext): Promise<PushDevice[]> {
  const { uid } = ctx.auth.requireAdmin();
  await ctx.latency();
  const records = await ctx.db.pushDevices.where('uid').equals(uid).toArray();
  return records.sort((a, b) => b.lastUsedAt - a.lastUsedAt || a.id.localeCompare(b.id)).map(toDevice);
}

export async function savePushDevice(ctx: DemoSessionContext, input: PushDeviceInput): Promise<PushDevice> {
  const { uid } = ctx.auth.requireAdmin();
  const checked = checkPushDeviceInput(input);
  await ctx.latency();
  const id = pushDeviceId(checked.endpoint);
  const now = ctx.now().getTime();
  return ctx.db.transaction('rw', ctx.db.pushDevices, async () => {
    const stored = await ctx.db.pushDevices.get(`${uid}/${id}`);
    if (!stored && (await ctx.db.pushDevices.where('uid').equals(uid).count()) >= PUSH_DEVICES_MAX)
      throw tooManyPushDevices(PUSH_DEVICES_MAX);
    const record: PushDeviceRecord = stored
      ? { ...stored, keys: checked.keys, lastUsedAt: now }
      : {
          key: `${uid}/${id}`,
          uid,
          id,
          endpoint: checked.endpoint,
          keys: checked.keys,
          name: checked.name,
          createdAt: now,
          lastUsedAt: now,
          lastPushAt: null,
        };
    await ctx.db.pushDevices.put(record);
    return toDevice(record);
  });
}

export async function renamePushDevice(ctx: DemoSessionContext, id: string, name: string): Promise<void> {
  const { uid } = ctx.auth.requireAdmin();
  const checked = pushDeviceNameOf(name);
  await ctx.latency();
  if ((await ctx.db.pushDevices.update(`${uid}/${id}`, { name: checked })) === 0) throw pushDeviceNotFound();
}

export async function removePushDevice(ctx: DemoSessionContext, id: string): Promise<void> {
  const { uid } = ctx.auth.requireAdmin();
  await ctx.latency();
  await ctx.db.pushDevices.delete(`${uid}/${id}`);
}

export async function requestTestPush(ctx: DemoSessionContext, id: string): Promise<TestPushDelivery> {
  const { uid } = ctx.auth.requireAdmin();
  await ctx.latency();
  if ((await ctx.db.pushDevices.update(`${uid}/${id}`, { lastUsedAt: ctx.now().getTime() })) === 0) throw pushDeviceNotFound();
  return 'show-here';
}
