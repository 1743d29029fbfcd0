import { logger } from 'firebase-functions';
import type { Firestore } from 'firebase-admin/firestore';
import { secondAlarmAt, secondAlarmOf } from '#app/domain/second-alarm.js';
import type { BusinessHours } from '#app/domain/site-settings/types.js';
import type { SecondAlarmSettings } from '#app/domain/types.js';
import { formatDuration } from '#app/lib/format-duration.js';
import { INQUIRIES_COLLECTION, NOTIFICATION_SETTINGS_ID, SETTINGS_COLLECTION } from '../app-constants.js';
import { pushInquiryAlert, type PushContext } from '../channels/push.js';
import { secondAlarmMailId, sendSecondAlarmEmail } from '../channels/second-alarm-email.js';
import { secondAlarmPush } from '../push/push-message.js';
import type { SiteSettings } from '../pages/site-bundle.js';
import { companyNameFrom } from '../site-settings/site-settings-reader.js';
import { buildInquiryAlert, dateOf, type StoredInquiry } from './inquiry-alert.js';
import { readAlertRecipients } from './notification-settings.js';

/**
 * The second alarm: an inquiry nobody has called or texted (no firstContactAt) after the time set in 알림 설정 is
 * announced again to every alert recipient. Scheduled exactly, once per inquiry, when it arrives: a task of the
 * task queue function inquirySecondAlarm (triggers/inquiry-second-alarm.ts) at the instant src/domain/second-alarm.ts
 * computes; when the task runs it checks the inquiry and sends only if it is still waiting. No polling.
 */

/** What the task carries. */
export interface SecondAlarmTask {
  inquiryId: string;
}

/** The task queue as the scheduler uses it (Admin SDK TaskQueue.enqueue, or a test's fake). */
export interface SecondAlarmQueue {
  enqueue(task: SecondAlarmTask, options: { scheduleTime: Date; id: string }): Promise<void>;
}

/** The task's id: one per inquiry, so a retried trigger enqueues it once (Cloud Tasks refuses the same id again). */
export const secondAlarmTaskId = (inquiryId: string): string => `second-alarm-${inquiryId.replace(/[^A-Za-z0-9_-]/g, '_')}`;

/** Cloud Tasks' answer to a task id already used (the Admin SDK's functions/task-already-exists). */
export function isTaskAlreadyExists(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'code' in error && String(error.code).endsWith('task-already-exists');
}

export async function readSecondAlarmSettings(db: Firestore): Promise<SecondAlarmSettings> {
  const snapshot = await db.collection(SETTINGS_COLLECTION).doc(NOTIFICATION_SETTINGS_ID).get();
  return secondAlarmOf(snapshot.get('secondAlarm'));
}

export interface ScheduleContext {
  db: Firestore;
  queue: SecondAlarmQueue;
  siteSettings: () => Promise<SiteSettings>;
}

/**
 * Schedules the inquiry's second alarm (or nothing, when the settings turn it off or it arrived outside business
 * hours with 'skip'); resolves to when it will ring. Settings that cannot be read leave the business hours out:
 * the alarm then counts every minute, so it is never lost.
 */
export async function scheduleSecondAlarm(ctx: ScheduleContext, inquiryId: string, receivedAt: Date): Promise<Date | null> {
  const settings = await readSecondAlarmSettings(ctx.db);
  let hours: BusinessHours | null = null;
  try {
    // The app's own BusinessHours (site-bundle.ts writes the type out with plain numbers for its days).
    hours = (await ctx.siteSettings()).company.hours as BusinessHours;
  } catch (error) {
    logger.warn('The site settings could not be read: the second alarm counts every minute.', { error: String(error) });
  }
  const at = hours ? secondAlarmAt(settings, hours, receivedAt) : secondAlarmAt({ ...settings, outsideHours: 'alert' }, ALWAYS, receivedAt);
  if (!at) {
    logger.info('No second alarm for this inquiry', { inquiryId, afterSeconds: settings.afterSeconds });
    return null;
  }
  try {
    await ctx.queue.enqueue({ inquiryId }, { scheduleTime: at, id: secondAlarmTaskId(inquiryId) });
  } catch (error) {
    if (!isTaskAlreadyExists(error)) throw error;
  }
  logger.info('Second alarm scheduled', { inquiryId, at: at.toISOString() });
  return at;
}

/** Business hours that never close (only for the fallback above, with 'alert', which ignores them anyway). */
const ALWAYS: BusinessHours = { days: [1, 2, 3, 4, 5, 6, 7], opens: '00:00', closes: '23:59' };

export interface SendContext {
  db: Firestore;
  /** The push to every staff device (channels/push.ts); none: e-mail only. */
  push?: PushContext;
  siteUrl: string;
  siteSettings: () => Promise<SiteSettings>;
  now: () => Date;
}

export type SecondAlarmOutcome = 'sent' | 'answered' | 'gone';

/**
 * The task ran: if the inquiry still exists and nobody has reached its visitor, e-mail every alert recipient
 * (channels/second-alarm-email.ts) and push to every staff device (channels/push.ts), each under the alerts' rate
 * limit. Safe to run twice: the mail document is created once, each device's push sent once.
 */
export async function sendSecondAlarm(ctx: SendContext, inquiryId: string): Promise<SecondAlarmOutcome> {
  const snapshot = await ctx.db.collection(INQUIRIES_COLLECTION).doc(inquiryId).get();
  if (!snapshot.exists) return 'gone';
  const data = snapshot.data() as StoredInquiry & { firstContactAt?: unknown };
  if (data.firstContactAt !== undefined && data.firstContactAt !== null) return 'answered';
  const now = ctx.now();
  const [recipients, companyName] = await Promise.all([readAlertRecipients(ctx.db), companyNameFrom(ctx.siteSettings)]);
  const alert = buildInquiryAlert(inquiryId, data, ctx.siteUrl, now, companyName);
  const submittedAt = dateOf(data.submittedAt) ?? now;
  const waited = formatDuration(now.getTime() - submittedAt.getTime());
  const [email, push] = await Promise.allSettled([
    sendSecondAlarmEmail(ctx.db, alert, waited, recipients, now),
    ctx.push
      ? pushInquiryAlert(ctx.push, secondAlarmPush(alert, waited), secondAlarmMailId(inquiryId), inquiryId, now)
      : Promise.resolve(0),
  ]);
  logger.info('Second alarm', { inquiryId, email: settledCount(email), push: settledCount(push) });
  // Either failure retries the task: the mail document and each device's push are sent once.
  if (email.status === 'rejected') throw email.reason;
  if (push.status === 'rejected') throw push.reason;
  return 'sent';
}

/** A settled send's count for the log ('failed' when it threw). */
const settledCount = (outcome: PromiseSettledResult<number>): number | 'failed' =>
  outcome.status === 'fulfilled' ? outcome.value : 'failed';
