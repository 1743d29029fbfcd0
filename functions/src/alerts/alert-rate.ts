import { createHash } from 'node:crypto';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

/**
 * How many alert e-mails one recipient gets: at most ALERT_EMAILS_PER_MINUTE in each clock minute (of the
 * inquiry's arrival); every further inquiry of that minute is folded into the recipient's next digest, which
 * sendAlertDigests sends every DIGEST_INTERVAL_MINUTES ("지난 10분간 새 문의 37건"). So a flood of inquiries (an
 * anonymous client can create hundreds a second) costs a recipient at most 3 e-mails a minute plus one digest
 * every 10 minutes, instead of one e-mail per inquiry.
 *
 * No transaction on a shared counter: at hundreds of inquiries a second every transaction on one document would
 * contend and retry. Each decision is a create() of its own document, which either succeeds or fails at once:
 * - a slot: alertSlots/{recipient}-{minute}-{0..2}; whoever creates one may e-mail for that minute. A retried event
 *   finds the slot it took already holding its inquiry id and keeps it (the mail document is created once anyway);
 * - a folded inquiry: alertDigestItems/{recipient}_{inquiryId}, one per inquiry and recipient, so a retried event
 *   folds it once.
 * Both carry expireAt for the TTL policies in firestore.indexes.json (slots are needed for a minute, items until
 * the next digest). Only the functions (admin rights) touch them; firestore.rules deny every client.
 */
export const ALERT_EMAILS_PER_MINUTE = 3;
export const DIGEST_INTERVAL_MINUTES = 10;
export const ALERT_SLOTS_COLLECTION = 'alertSlots';
export const DIGEST_ITEMS_COLLECTION = 'alertDigestItems';
/**
 * One record per push sent to a device (alertPushes/{device key}-{alert key}), created before the push and deleted
 * again when the push service fails: a retried event pushes only to the devices that did not get it. Server only;
 * expireAt for its TTL policy.
 */
export const ALERT_PUSHES_COLLECTION = 'alertPushes';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** How long a folded inquiry waits for a digest before the TTL removes it (digests that never ran). */
const DIGEST_ITEM_TTL_DAYS = 7;

/** gRPC ALREADY_EXISTS, as firebase-admin reports a create() of an existing document. */
export const ALREADY_EXISTS = 6;

export function isAlreadyExists(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && error.code === ALREADY_EXISTS;
}

/** A recipient's key in document ids: the address hashed (no address in an id, and no character ids refuse). */
export function recipientKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * Takes one of the e-mail slots of `recipient` for the minute of `at`: true when this inquiry may be e-mailed now
 * (a slot was free, or it already holds one), false when the minute's slots are taken (fold it into the digest).
 */
export async function takeAlertSlot(db: Firestore, recipient: string, inquiryId: string, at: Date): Promise<boolean> {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  const expireAt = Timestamp.fromMillis((minute + 1) * MINUTE_MS + DAY_MS);
  for (let slot = 0; slot < ALERT_EMAILS_PER_MINUTE; slot += 1) {
    const ref = db.collection(ALERT_SLOTS_COLLECTION).doc(`${recipientKey(recipient)}-${minute}-${slot}`);
    try {
      await ref.create({ inquiryId, expireAt });
      return true;
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
      if ((await ref.get()).get('inquiryId') === inquiryId) return true;
    }
  }
  return false;
}

/** Records `inquiryId` for the next digest of `recipient` (once, however often the event is delivered). */
export async function foldIntoDigest(db: Firestore, recipient: string, inquiryId: string, at: Date): Promise<void> {
  const key = recipientKey(recipient);
  try {
    await db
      .collection(DIGEST_ITEMS_COLLECTION)
      .doc(`${key}_${inquiryId}`)
      .create({
        recipientKey: key,
        inquiryId,
        receivedAt: Timestamp.fromDate(at),
        expireAt: Timestamp.fromMillis(at.getTime() + DIGEST_ITEM_TTL_DAYS * DAY_MS),
      });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
}

/**
 * The recipients of `recipients` an alert keyed `slotKey` may e-mail now (a slot each, takeAlertSlot); every other
 * one gets the inquiry folded into their next digest. For every e-mail alert of an inquiry (the first, the second).
 */
export async function recipientsWithinRate(
  db: Firestore,
  recipients: readonly string[],
  slotKey: string,
  inquiryId: string,
  at: Date,
): Promise<{ now: string[]; folded: string[] }> {
  const allowed = await Promise.all(recipients.map((to) => takeAlertSlot(db, to, slotKey, at)));
  const now = recipients.filter((_, index) => allowed[index]);
  const folded = recipients.filter((_, index) => !allowed[index]);
  await Promise.all(folded.map((to) => foldIntoDigest(db, to, inquiryId, at)));
  return { now, folded };
}
