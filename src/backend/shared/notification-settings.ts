import { BackendError } from '@/domain/errors';
import { normalizeEmailAddress, recipientProblem } from '@/domain/notification-recipients';
import { isSecondAlarmSettings, secondAlarmOf } from '@/domain/second-alarm';
import type { NotificationSettings } from '@/domain/types';
import type { NotificationSettingsInput } from '../port';
import { backendMessages } from './messages';

/**
 * The notification setting's rules both adapters apply (src/domain/notification-recipients.ts; mirrored by
 * firestore.rules on settings/notifications).
 */

/**
 * The settings as they are stored: each address normalized, duplicates dropped (the first kept, order kept), the
 * second alarm as given (absent: the stored one stays). Anything else that is wrong (not a list, not an address, too
 * long, too many; a second alarm outside src/domain/second-alarm.ts) is BackendError invalid-argument.
 */
export function normalizeNotificationSettings(settings: NotificationSettingsInput): NotificationSettingsInput {
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
  const secondAlarm: unknown = (settings as Partial<NotificationSettings>).secondAlarm;
  if (secondAlarm === undefined) return { emailRecipients };
  if (!isSecondAlarmSettings(secondAlarm)) throw new BackendError('invalid-argument', backendMessages.invalidField('secondAlarm'));
  return { emailRecipients, secondAlarm: { afterSeconds: secondAlarm.afterSeconds, outsideHours: secondAlarm.outsideHours } };
}

/** A stored document (or none) as the domain's settings: only the string entries of a list; none is empty. */
export function toNotificationSettings(
  data: { emailRecipients?: unknown; secondAlarm?: unknown } | undefined | null,
): NotificationSettings {
  const stored = data?.emailRecipients;
  return {
    emailRecipients: Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [],
    secondAlarm: secondAlarmOf(data?.secondAlarm),
  };
}
