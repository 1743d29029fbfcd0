import { logger } from 'firebase-functions';
import { Timestamp } from 'firebase-admin/firestore';
import { pushOnce, type PushContext } from '../channels/push.js';
import { readPushDevices } from '../push/push-devices.js';
import { digestPush } from '../push/push-message.js';
import { deleteAll, digestSpan } from './alert-digest.js';
import { DIGEST_ITEMS_COLLECTION, recipientKey } from './alert-rate.js';

/**
 * The push twin of sendAlertDigests: each device that had inquiries folded by the rate limit up to `cutoff` gets one
 * push "새 문의 N건" (opening the inquiry list), once per cutoff (a retried run finds its record), then its folded
 * records are deleted. Resolves to how many inquiries each device's digest held, by device key.
 */
export async function sendPushDigests(ctx: PushContext, cutoff: Date): Promise<Record<string, number>> {
  const sent: Record<string, number> = {};
  if (!ctx.sender) return sent;
  for (const device of await readPushDevices(ctx.db, ctx.isAdmin)) {
    const items = ctx.db
      .collection(DIGEST_ITEMS_COLLECTION)
      .where('recipientKey', '==', recipientKey(device.key))
      .where('receivedAt', '<=', Timestamp.fromDate(cutoff));
    const count = (await items.count().get()).data().count;
    if (count === 0) continue;
    const { minutes } = await digestSpan(items, cutoff);
    await pushOnce(ctx, ctx.sender, [device], digestPush(count, minutes), `digest-${cutoff.getTime()}`, cutoff);
    await deleteAll(items);
    sent[device.key] = count;
  }
  logger.info('Push digests', { devices: Object.keys(sent).length });
  return sent;
}
