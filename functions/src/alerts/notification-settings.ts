import type { Firestore } from 'firebase-admin/firestore';
import { isEmailAddress } from '#app/domain/text.js';
import { NOTIFICATION_SETTINGS_ID, SETTINGS_COLLECTION } from '../app-constants.js';

/**
 * settings/notifications as the channels read it: who gets each kind of alert. Only e-mail exists today; another
 * channel (SMS, 알림톡) adds its own list here and in the admin's 알림 설정 screen.
 */
export interface AlertRecipients {
  emailRecipients: string[];
}

/**
 * The recipients saved by the admin (those that are e-mail addresses by the web app's one test, src/domain/text.ts);
 * empty lists when the document or a list is missing.
 */
export async function readAlertRecipients(db: Firestore): Promise<AlertRecipients> {
  const snapshot = await db.collection(SETTINGS_COLLECTION).doc(NOTIFICATION_SETTINGS_ID).get();
  const stored: unknown = snapshot.get('emailRecipients');
  const addresses = Array.isArray(stored)
    ? stored.filter((entry): entry is string => typeof entry === 'string' && isEmailAddress(entry))
    : [];
  return { emailRecipients: [...new Set(addresses)] };
}
