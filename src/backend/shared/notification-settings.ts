import { BackendError } from '@/domain/errors';
import { normalizeEmailAddress, recipientProblem } from '@/domain/notification-recipients';
import type { NotificationSettings } from '@/domain/types';
import { backendMessages } from './messages';

/**
 * The notification setting's rules both adapters apply (src/domain/notification-recipients.ts; mirrored by
 * firestore.rules on settings/notifications).
 */

/**
 * The settings as they are stored: each address normalized, duplicates dropped (the first kept, order kept).
 * Anything else that is wrong (not a list, not an address, too long, too many) is BackendError invalid-argument.
 */
export function normalizeNotificationSettings(settings: NotificationSettings): NotificationSettings {
  const given: unknown = (settings as Partial<NotificationSettings> | null)?.emailRecipients;
  if (!Array.isArray(given)) throw new BackendError('invalid-argument', backendMessages.invalidField('emailRecipients'));
  const emailRecipients: string[] = [];
  for (const entry of given) {
    const address = typeof entry === 'string' ? normalizeEmailAddress(entry) : '';
    const problem = recipientProblem(address, emailRecipients);
    if (problem === 'duplicate') continue;
    if (problem) throw new BackendError('invalid-argument', backendMessages.invalidRecipient(String(entry), problem));
    emailRecipients.push(address);
  }
  return { emailRecipients };
}

/** A stored document (or none) as the domain's settings: only the string entries of a list; none is empty. */
export function toNotificationSettings(data: { emailRecipients?: unknown } | undefined | null): NotificationSettings {
  const stored = data?.emailRecipients;
  return { emailRecipients: Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [] };
}
