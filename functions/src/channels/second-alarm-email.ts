import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists, recipientsWithinRate } from '../alerts/alert-rate.js';
import type { InquiryAlert } from '../alerts/inquiry-alert.js';
import type { AlertRecipients } from '../alerts/notification-settings.js';
import { MAIL_COLLECTION } from '../app-constants.js';

/** The Trigger Email extension's template of the second alarm (functions/templates/inquiry_waiting.*). */
export const INQUIRY_WAITING_TEMPLATE = 'inquiry_waiting';

/** The template's data: the alert's fields and how long the visitor has waited ("10분"). */
export type InquiryWaitingTemplateData = Omit<InquiryAlert, 'inquiryId'> & { waited: string };

export interface InquiryWaitingMail {
  to: string[];
  template: { name: typeof INQUIRY_WAITING_TEMPLATE; data: InquiryWaitingTemplateData };
}

/** The mail document of an inquiry's second alarm: named after the inquiry, so a retried task sends one. */
export const secondAlarmMailId = (inquiryId: string): string => `${inquiryId}-waiting`;

export function inquiryWaitingMail(alert: InquiryAlert, waited: string, to: readonly string[]): InquiryWaitingMail {
  const { inquiryId: _inquiryId, ...data } = alert;
  return { to: [...to], template: { name: INQUIRY_WAITING_TEMPLATE, data: { ...data, waited } } };
}

/**
 * The second alarm by e-mail: like channels/email.ts, ONE mail document to every recipient (created once), under
 * the same rate limit (ALERT_EMAILS_PER_MINUTE per recipient and minute, the slot keyed by the second alarm, so it
 * never takes the first alert's); over it, the inquiry is folded into the recipient's next digest. Resolves to the
 * number of recipients addressed now.
 */
export async function sendSecondAlarmEmail(
  db: Firestore,
  alert: InquiryAlert,
  waited: string,
  { emailRecipients }: AlertRecipients,
  at: Date,
): Promise<number> {
  if (emailRecipients.length === 0) return 0;
  const key = secondAlarmMailId(alert.inquiryId);
  const { now, folded } = await recipientsWithinRate(db, emailRecipients, key, alert.inquiryId, at);
  if (folded.length > 0)
    logger.info('Second alarm folded into the digest (rate limit)', { inquiryId: alert.inquiryId, folded: folded.length });
  if (now.length === 0) return 0;
  try {
    await db
      .collection(MAIL_COLLECTION)
      .doc(key)
      .create({ ...inquiryWaitingMail(alert, waited, now) });
  } catch (error) {
    if (!isAlreadyExists(error)) throw error;
  }
  return now.length;
}
