import type { DocumentReference } from 'firebase-admin/firestore';
import type { PushContext } from '../channels/push.js';
import { markDelivered, readPushDevices, removeDeadDevice } from './push-devices.js';
import { testPush } from './push-message.js';

export type TestPushOutcome = 'sent' | 'gone' | 'failed' | 'not-set-up' | 'not-admin';

/**
 * The test push a staff member asked for on their device `ref`: sent to that device alone (no rate limit: one tap,
 * one push), if its owner `uid` still holds the admin claim (else every device of the account is removed by
 * readPushDevices). A subscription the push service calls gone is removed.
 */
export async function sendTestPush(ctx: PushContext, uid: string, ref: DocumentReference, at: Date): Promise<TestPushOutcome> {
  if (!ctx.sender) return 'not-set-up';
  const device = (await readPushDevices(ctx.db, ctx.isAdmin)).find((candidate) => candidate.ref.path === ref.path);
  if (!device || device.uid !== uid) return 'not-admin';
  const outcome = await ctx.sender(device.subscription, testPush());
  if (outcome.result === 'sent') await markDelivered(device, at);
  if (outcome.result === 'gone') await removeDeadDevice(device);
  return outcome.result;
}
