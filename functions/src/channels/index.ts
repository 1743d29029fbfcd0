import type { Firestore } from 'firebase-admin/firestore';
import type { AlertChannel } from './channel.js';
import { emailChannel } from './email.js';

export type { AlertChannel } from './channel.js';

/** Every channel an inquiry alert goes through. A new channel (SMS, 알림톡) is one more entry. */
export function alertChannels(db: Firestore): AlertChannel[] {
  return [emailChannel(db)];
}
