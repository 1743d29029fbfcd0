import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { ALERT_HEARTBEAT_ID, FUNCTION_STATUS_COLLECTION } from '../app-constants.js';

/**
 * The alert functions' heartbeat: functionStatus/alerts { checkedAt }, written by every run of the scheduled digest
 * (inquiryAlertDigests, every 10 minutes), so 알림 설정 can tell staff that alert e-mails run, or that they stopped
 * or were never set up (src/backend/firebase/alert-status.ts). Only deployed alert functions write it: a
 * `--without-alerts` deploy and the emulators never do.
 */
export async function writeAlertHeartbeat(db: Firestore, at: Date): Promise<void> {
  await db
    .collection(FUNCTION_STATUS_COLLECTION)
    .doc(ALERT_HEARTBEAT_ID)
    .set({ checkedAt: Timestamp.fromDate(at) });
}
