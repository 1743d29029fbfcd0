import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore/lite';
import { vapidPublicKey } from '@/config/env';
import { PUSH_DEVICES_COLLECTION, PUSH_DEVICES_MAX, STAFF_COLLECTION } from '@/config/staff-push';
import { pushDeviceId, type PushDevice, type PushDeviceInput, type PushSetup, type TestPushDelivery } from '@/domain/push-devices';
import { isDocumentId } from '../shared/document-ids';
import { checkPushDeviceInput, pushDeviceNameOf, pushDeviceNotFound, tooManyPushDevices } from '../shared/push-devices';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toDate } from './mappers';

/**
 * staff/{uid}/pushDevices/{id}: this administrator's devices (firestore.rules: only their owner reads or writes
 * them, in this shape, with the server's times). The functions read every device to push an alert, and send a test
 * when testRequestedAt changes (functions/src/triggers/on-push-device-written.ts).
 */

const devices = (ctx: AdminContext, uid: string) => collection(ctx.db, STAFF_COLLECTION, uid, PUSH_DEVICES_COLLECTION);

function toDevice(id: string, data: Record<string, unknown>): PushDevice {
  const createdAt = toDate(data.createdAt) ?? new Date(0);
  return {
    id,
    name: typeof data.name === 'string' ? data.name : '',
    createdAt,
    lastUsedAt: toDate(data.lastUsedAt) ?? createdAt,
    lastPushAt: toDate(data.lastPushAt),
  };
}

export async function getPushSetup(ctx: AdminContext): Promise<PushSetup> {
  await requireAdmin(ctx.auth);
  return vapidPublicKey ? { kind: 'web-push', publicKey: vapidPublicKey } : { kind: 'not-set-up' };
}

export async function listPushDevices(ctx: AdminContext): Promise<PushDevice[]> {
  const { uid } = await requireAdmin(ctx.auth);
  const snapshot = await getDocs(query(devices(ctx, uid), orderBy('lastUsedAt', 'desc'), limit(PUSH_DEVICES_MAX)));
  return snapshot.docs.map((device) => toDevice(device.id, device.data()));
}

export async function savePushDevice(ctx: AdminContext, input: PushDeviceInput): Promise<PushDevice> {
  const { uid } = await requireAdmin(ctx.auth);
  const checked = checkPushDeviceInput(input);
  const ref = doc(devices(ctx, uid), pushDeviceId(checked.endpoint));
  if ((await getDoc(ref)).exists()) {
    await updateDoc(ref, { keys: checked.keys, lastUsedAt: serverTimestamp() });
  } else {
    const owned = await getDocs(query(devices(ctx, uid), limit(PUSH_DEVICES_MAX)));
    if (owned.size >= PUSH_DEVICES_MAX) throw tooManyPushDevices(PUSH_DEVICES_MAX);
    await setDoc(ref, {
      endpoint: checked.endpoint,
      keys: checked.keys,
      name: checked.name,
      createdAt: serverTimestamp(),
      lastUsedAt: serverTimestamp(),
    });
  }
  const stored = await getDoc(ref);
  return toDevice(ref.id, stored.data() ?? {});
}

/** The device document `id` of the signed-in administrator, or not-found. */
async function ownDevice(ctx: AdminContext, id: string) {
  const { uid } = await requireAdmin(ctx.auth);
  if (!isDocumentId(id)) throw pushDeviceNotFound();
  const ref = doc(devices(ctx, uid), id);
  if (!(await getDoc(ref)).exists()) throw pushDeviceNotFound();
  return ref;
}

export async function renamePushDevice(ctx: AdminContext, id: string, name: string): Promise<void> {
  const checked = pushDeviceNameOf(name);
  await updateDoc(await ownDevice(ctx, id), { name: checked });
}

export async function removePushDevice(ctx: AdminContext, id: string): Promise<void> {
  const { uid } = await requireAdmin(ctx.auth);
  if (isDocumentId(id)) await deleteDoc(doc(devices(ctx, uid), id));
}

export async function requestTestPush(ctx: AdminContext, id: string): Promise<TestPushDelivery> {
  await updateDoc(await ownDevice(ctx, id), { testRequestedAt: serverTimestamp(), lastUsedAt: serverTimestamp() });
  return 'sent-by-server';
}
