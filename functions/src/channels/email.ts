import type { Firestore } from 'firebase-admin/firestore';
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

/** gRPC ALREADY_EXISTS, as firebase-admin reports a create() of an existing document. */
const ALREADY_EXISTS = 6;

/**
 * E-mail through the Trigger Email extension: ONE document in the mail collection with every recipient in `to`,
 * named after the inquiry. create() refuses a second one, so an event delivered twice sends one e-mail.
 */
export function emailChannel(db: Firestore): AlertChannel {
  return {
    name: 'email',
    async send(alert, { emailRecipients }) {
      if (emailRecipients.length === 0) return 0;
      try {
        await db.collection(MAIL_COLLECTION).doc(alert.inquiryId).create({ ...newInquiryMail(alert, emailRecipients) });
      } catch (error) {
        if (!(error && typeof error === 'object' && 'code' in error && error.code === ALREADY_EXISTS)) throw error;
      }
      return emailRecipients.length;
    },
  };
}
