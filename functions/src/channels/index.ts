import type { Firestore } from 'firebase-admin/firestore';
import type { AlertChannel } from './channel.js';
import { pushContext } from '../push/push-setup.js';
import { emailChannel } from './email.js';
import { pushChannel } from './push.js';

export type { AlertChannel } from './channel.js';

/**
 * Every channel an inquiry alert goes through: e-mail to the recipients of 알림 설정, push to every staff device.
 * A new channel (SMS, 알림톡) is one more entry.
 */
export function alertChannels(db: Firestore): AlertChannel[] {
  return [emailChannel(db), pushChannel(pushContext(db))];
}
