import { logger } from 'firebase-functions';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ALERT_PUSHES_COLLECTION, isAlreadyExists, recipientKey, recipientsWithinRate } from '../alerts/alert-rate.js';
import { markDelivered, readPushDevices, removeDeadDevice, type AdminCheck, type PushDevice } from '../push/push-devices.js';
import { newInquiryPush, type PushMessage } from '../push/push-message.js';
import type { PushSender } from '../push/push-sender.js';
import type { AlertChannel } from './channel.js';

/** What the push channel needs: the database, the sender (null when the VAPID keys are not set up) and the claim check. */
export interface PushContext {
  db: Firestore;
  sender: PushSender | null;
  isAdmin: AdminCheck;
}

const DAY_MS = 24 * 60 * 60_000;

/** The record that one push of `alertKey` went to `device` (ALERT_PUSHES_COLLECTION). */
const pushRecord = (ctx: PushContext, device: PushDevice, alertKey: string) =>
  ctx.db.collection(ALERT_PUSHES_COLLECTION).doc(`${recipientKey(device.key)}-${alertKey}`);

/**
 * Sends `message` to each device once for `alertKey` (a retried event skips the devices that got it). A device the
 * push service calls gone (404/410) is removed; one that failed otherwise is retried with the event (its record
 * deleted, the failure thrown after all were tried). Resolves to how many devices got it now.
 */
export async function pushOnce(
  ctx: PushContext,
  sender: PushSender,
  devices: readonly PushDevice[],
  message: PushMessage,
  alertKey: string,
  at: Date,
): Promise<number> {
  const failures: string[] = [];
  let sent = 0;
  await Promise.all(
    devices.map(async (device) => {
      const record = pushRecord(ctx, device, alertKey);
      try {
        await record.create({ expireAt: Timestamp.fromMillis(at.getTime() + DAY_MS) });
      } catch (error) {
        if (isAlreadyExists(error)) return;
        throw error;
      }
      const outcome = await sender(device.subscription, message);
      if (outcome.result === 'sent') {
        sent += 1;
        await markDelivered(device, at);
      } else if (outcome.result === 'gone') {
        await removeDeadDevice(device);
        logger.info('Push subscription gone: device removed', { status: outcome.status });
      } else {
        await record.delete();
        failures.push(`${outcome.status} ${outcome.detail}`);
      }
    }),
  );
  if (failures.length > 0) throw new Error(`Push failed for ${failures.length} device(s): ${failures.join('; ')}`);
  return sent;
}

/**
 * Pushes an inquiry's alert (the first, keyed by the inquiry id; the second alarm, by its own key) to every staff
 * device under the e-mail's rate limit: each device is a recipient of alert-rate.ts (ALERT_EMAILS_PER_MINUTE a
 * minute), and an inquiry over it is folded into that device's next digest push (alerts/push-digest.ts).
 */
export async function pushInquiryAlert(
  ctx: PushContext,
  message: PushMessage,
  alertKey: string,
  inquiryId: string,
  at: Date,
): Promise<number> {
  if (!ctx.sender) {
    logger.warn('Push is not set up (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY): no push sent.', { inquiryId });
    return 0;
  }
  const devices = await readPushDevices(ctx.db, ctx.isAdmin);
  if (devices.length === 0) return 0;
  const { now, folded } = await recipientsWithinRate(
    ctx.db,
    devices.map((device) => device.key),
    alertKey,
    inquiryId,
    at,
  );
  if (folded.length > 0) logger.info('Push folded into the digest (rate limit)', { inquiryId, folded: folded.length });
  const allowed = new Set(now);
  return pushOnce(
    ctx,
    ctx.sender,
    devices.filter((device) => allowed.has(device.key)),
    message,
    alertKey,
    at,
  );
}

/**
 * Push to every subscribed staff device: "새 문의 · 김○○ · 지붕 공사 · 원주 · 사진 2장" (push/push-message.ts). Its
 * recipients are the devices, not the e-mail list of the settings.
 */
export function pushChannel(ctx: PushContext): AlertChannel {
  return {
    name: 'push',
    send: (alert, _recipients, { receivedAt }) =>
      pushInquiryAlert(ctx, newInquiryPush(alert), alert.inquiryId, alert.inquiryId, receivedAt),
  };
}
