import { logger } from 'firebase-functions';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { ADMIN_INQUIRIES_PATH, MAIL_COLLECTION } from '../app-constants.js';
import { ALERT_EMAILS_PER_MINUTE, DIGEST_INTERVAL_MINUTES, DIGEST_ITEMS_COLLECTION, isAlreadyExists, recipientKey } from './alert-rate.js';
import { koreaTime } from './format.js';
import { adminPageUrl } from './inquiry-alert.js';
import { readAlertRecipients } from './notification-settings.js';

/** The Trigger Email template of a digest (functions/templates/new_inquiry_digest.*). */
export const DIGEST_TEMPLATE = 'new_inquiry_digest';

/** Folded inquiries deleted per batch once their digest is queued. */
const DELETE_PAGE = 400;
const MINUTE_MS = 60_000;

export interface DigestTemplateData {
  /** The company's name as the site shows it, or null when the site settings could not be read. */
  companyName: string | null;
  /** How many inquiries the digest stands for (those not e-mailed one by one). */
  count: number;
  /** The alerts a recipient gets one by one each minute (ALERT_EMAILS_PER_MINUTE), to explain the digest. */
  perMinute: number;
  /** "지난 N분간": the digest interval, or longer when the oldest folded inquiry is older (a run was missed). */
  minutes: number;
  /** Korea time of the oldest folded inquiry and of the digest. */
  since: string;
  until: string;
  /** The admin's inquiry list (newest first); null when SITE_URL is not an http(s) address. */
  adminUrl: string | null;
}

export interface DigestMail {
  to: string[];
  template: { name: typeof DIGEST_TEMPLATE; data: DigestTemplateData };
}

/**
 * Sends each recipient one digest of the inquiries folded for them up to `cutoff` (the scheduled run's time: a
 * retried run has the same one), then deletes those folded records. The mail document's id names the recipient and
 * the cutoff, and create() refuses a second one, so a retried run never sends a digest twice; the records are only
 * deleted once the mail is queued. A recipient no longer on the list gets nothing; their records expire (TTL).
 * `companyName` (the site settings') names the company in the e-mail. Resolves to how many inquiries each digest held,
 * by recipient key.
 */
export async function sendAlertDigests(
  db: Firestore,
  cutoff: Date,
  siteUrl: string,
  companyName: string | null = null,
): Promise<Record<string, number>> {
  const { emailRecipients } = await readAlertRecipients(db);
  const sent: Record<string, number> = {};
  for (const email of emailRecipients) {
    const key = recipientKey(email);
    const items = db
      .collection(DIGEST_ITEMS_COLLECTION)
      .where('recipientKey', '==', key)
      .where('receivedAt', '<=', Timestamp.fromDate(cutoff));
    const count = (await items.count().get()).data().count;
    if (count === 0) continue;
    const { since, minutes } = await digestSpan(items, cutoff);
    const mail: DigestMail = {
      to: [email],
      template: {
        name: DIGEST_TEMPLATE,
        data: {
          companyName,
          count,
          perMinute: ALERT_EMAILS_PER_MINUTE,
          minutes,
          since: koreaTime(since),
          until: koreaTime(cutoff),
          adminUrl: adminPageUrl(siteUrl, ADMIN_INQUIRIES_PATH),
        },
      },
    };
    try {
      await db
        .collection(MAIL_COLLECTION)
        .doc(`digest-${key}-${cutoff.getTime()}`)
        .create({ ...mail });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
    await deleteAll(items);
    sent[key] = count;
  }
  logger.info('Alert digests', { recipients: Object.keys(sent).length, inquiries: Object.values(sent).reduce((sum, n) => sum + n, 0) });
  return sent;
}

/** The folded items' oldest time and "지난 N분간": the interval, or longer when a run was missed. */
export async function digestSpan(items: Query, cutoff: Date): Promise<{ since: Date; minutes: number }> {
  const oldest: unknown = (await items.orderBy('receivedAt').limit(1).get()).docs[0]?.get('receivedAt');
  const since = oldest instanceof Timestamp ? oldest.toDate() : cutoff;
  return { since, minutes: Math.max(DIGEST_INTERVAL_MINUTES, Math.ceil((cutoff.getTime() - since.getTime()) / MINUTE_MS)) };
}

/** Deletes every document of the query, a bounded page at a time. */
export async function deleteAll(query: Query): Promise<void> {
  for (;;) {
    const page = await query.limit(DELETE_PAGE).get();
    if (page.empty) return;
    const batch = query.firestore.batch();
    for (const item of page.docs) batch.delete(item.ref);
    await batch.commit();
  }
}
