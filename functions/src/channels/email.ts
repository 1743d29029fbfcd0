import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { isAlreadyExists, recipientsWithinRate } from '../alerts/alert-rate.js';
import { MAIL_COLLECTION } from '../app-constants.js';
import type { InquiryAlert } from '../alerts/inquiry-alert.js';
import type { AlertChannel } from './channel.js';

/** The Trigger Email extension's template of this alert (functions/templates/new_inquiry.*, `npm run mail:templates`). */
export const NEW_INQUIRY_TEMPLATE = 'new_inquiry';

/** The template's data: the alert's fields, as the templates name them. */
export type NewInquiryTemplateData = Omit<InquiryAlert, 'inquiryId'>;

/** A document of the mail collection as the Trigger Email extension (firebase/firestore-send-email) reads it. */
export interface NewInquiryMail {
  to: string[];
  template: { name: typeof NEW_INQUIRY_TEMPLATE; data: NewInquiryTemplateData };
}

export function newInquiryMail(alert: InquiryAlert, to: readonly string[]): NewInquiryMail {
  const { inquiryId: _inquiryId, ...data } = alert;
  return { to: [...to], template: { name: NEW_INQUIRY_TEMPLATE, data } };
}

/**
 * E-mail through the Trigger Email extension: ONE document in the mail collection with every recipient in `to`,
 * named after the inquiry. create() refuses a second one, so an event delivered twice sends one e-mail. Each
 * recipient gets at most ALERT_EMAILS_PER_MINUTE alerts a minute (alert-rate.ts); an inquiry over that is left out
 * of `to` for that recipient and folded into their next digest (alert-digest.ts).
 */
export function emailChannel(db: Firestore): AlertChannel {
  return {
    name: 'email',
    async send(alert, { emailRecipients }, { receivedAt }) {
      if (emailRecipients.length === 0) return 0;
      const { now, folded } = await recipientsWithinRate(db, emailRecipients, alert.inquiryId, alert.inquiryId, receivedAt);
      if (folded.length > 0)
        logger.info('Alert folded into the digest (rate limit)', { inquiryId: alert.inquiryId, folded: folded.length });
      if (now.length === 0) return 0;
      try {
        await db
          .collection(MAIL_COLLECTION)
          .doc(alert.inquiryId)
          .create({ ...newInquiryMail(alert, now) });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
      return now.length;
    },
  };
}
