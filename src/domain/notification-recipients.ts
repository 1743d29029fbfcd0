import { NOTIFICATION_EMAIL_MAX, NOTIFICATION_RECIPIENTS_MAX } from '../config/limits';
import { isBlank, isEmailAddress, trimBlank } from './text';

/**
 * The alert recipients' rules, one definition for the 알림 설정 form (its Korean messages) and both adapters
 * (BackendError invalid-argument); firestore.rules check the same on settings/notifications (mirrored).
 */

/**
 * An address as it is stored: blank characters at either end removed, lower case. Mail systems match addresses
 * without regard to case in practice, so Staff@Example.com and staff@example.com are one recipient.
 */
export function normalizeEmailAddress(text: string): string {
  return trimBlank(text).toLowerCase();
}

export type RecipientProblem = 'blank' | 'invalid' | 'too-long' | 'duplicate' | 'full';

/**
 * Why `address` (already normalized) cannot join `existing` (normalized, distinct), or null when it can: blank,
 * not an e-mail address, longer than NOTIFICATION_EMAIL_MAX, already listed, or the list is full
 * (NOTIFICATION_RECIPIENTS_MAX).
 */
export function recipientProblem(address: string, existing: readonly string[]): RecipientProblem | null {
  if (isBlank(address)) return 'blank';
  if (address.length > NOTIFICATION_EMAIL_MAX) return 'too-long';
  if (!isEmailAddress(address)) return 'invalid';
  if (existing.includes(address)) return 'duplicate';
  if (existing.length >= NOTIFICATION_RECIPIENTS_MAX) return 'full';
  return null;
}
