import { Timestamp, doc, getDoc } from 'firebase/firestore/lite';
import { ALERT_HEARTBEAT_ID, FUNCTION_STATUS_COLLECTION } from '@/config/collections';
import type { AlertStatus } from '@/domain/types';
import { alertStatusOf } from '../shared/alert-status';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';

/**
 * Whether the alert e-mails run: the heartbeat the scheduled digest function writes (functionStatus/alerts, read by
 * administrators only), judged by its age (shared/alert-status.ts).
 */
export async function getAlertStatus(ctx: AdminContext): Promise<AlertStatus> {
  await requireAdmin(ctx.auth);
  const snapshot = await getDoc(doc(ctx.db, FUNCTION_STATUS_COLLECTION, ALERT_HEARTBEAT_ID));
  const checkedAt: unknown = snapshot.exists() ? snapshot.get('checkedAt') : null;
  return alertStatusOf(checkedAt instanceof Timestamp ? checkedAt.toDate() : null, ctx.now());
}
