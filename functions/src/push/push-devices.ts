import { logger } from 'firebase-functions';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { PUSH_DEVICES_COLLECTION, PUSH_DEVICES_READ_MAX } from '../app-constants.js';
import type { PushSubscriptionKeys } from './push-sender.js';

/** A staff device that subscribed (STAFF_COLLECTION/{uid}/pushDevices/{deviceId}, written by the admin). */
export interface PushDevice {
  uid: string;
  /** Names the device in rate-limit and digest records: its uid and id (no address, no key). */
  key: string;
  ref: DocumentReference;
  subscription: PushSubscriptionKeys;
}

/**
 * Which of these uids still hold the admin claim (Firebase Auth's custom claims, read at send time, so an account
 * that lost it gets nothing more, even before its devices are removed). The trigger passes Auth's; tests pass a set.
 */
export type AdminCheck = (uids: readonly string[]) => Promise<Set<string>>;

const isKey = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** The stored subscription, or null when the document does not hold a usable one. */
function subscriptionOf(data: Record<string, unknown>): PushSubscriptionKeys | null {
  const { endpoint, keys } = data;
  if (typeof endpoint !== 'string' || !endpoint.startsWith('https://') || !keys || typeof keys !== 'object') return null;
  const { p256dh, auth } = keys as Record<string, unknown>;
  return isKey(p256dh) && isKey(auth) ? { endpoint, keys: { p256dh, auth } } : null;
}

/**
 * Every device an alert goes to: of at most PUSH_DEVICES_READ_MAX subscribed devices, those whose owner still holds
 * the admin claim. The devices of an account without it (or deleted) are removed now: it gets nothing more on any of
 * them.
 */
export async function readPushDevices(db: Firestore, isAdmin: AdminCheck): Promise<PushDevice[]> {
  const snapshot = await db.collectionGroup(PUSH_DEVICES_COLLECTION).limit(PUSH_DEVICES_READ_MAX).get();
  const found: PushDevice[] = [];
  for (const doc of snapshot.docs) {
    const uid = doc.ref.parent.parent?.id;
    const data = doc.data();
    const subscription = subscriptionOf(data);
    if (!uid || !subscription) continue;
    found.push({ uid, key: `push:${uid}/${doc.id}`, ref: doc.ref, subscription });
  }
  if (snapshot.size >= PUSH_DEVICES_READ_MAX) logger.warn('More push devices than one alert reads', { read: snapshot.size });
  const admins = await isAdmin([...new Set(found.map((device) => device.uid))]);
  const lost = found.filter((device) => !admins.has(device.uid));
  if (lost.length > 0) {
    await Promise.all(lost.map((device) => device.ref.delete()));
    logger.info('Push devices of accounts without the admin claim removed', { devices: lost.length });
  }
  return found.filter((device) => admins.has(device.uid));
}

/** The push service said the subscription is gone (404/410): the device is removed. */
export async function removeDeadDevice(device: PushDevice): Promise<void> {
  await device.ref.delete();
}

/** A push reached the push service: the device's list entry shows when it last got one. */
export async function markDelivered(device: PushDevice, at: Date): Promise<void> {
  try {
    await device.ref.update({ lastPushAt: Timestamp.fromDate(at) });
  } catch (error) {
    // Removed meanwhile (its owner took it off): nothing to mark.
    logger.info('A push device disappeared while it was being sent to', { error: String(error) });
  }
}
