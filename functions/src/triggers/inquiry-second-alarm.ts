import { getFunctions } from 'firebase-admin/functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { adminApp, firestore } from '../admin.js';
import { sendSecondAlarm, type SecondAlarmQueue, type SecondAlarmTask } from '../alerts/second-alarm.js';
import { REGION, SECOND_ALARM_OPTIONS, SITE_URL, VAPID_PRIVATE_KEY } from '../config.js';
import { pushContext } from '../push/push-setup.js';
import { alertSiteSettings } from '../site-settings/site-settings-reader.js';

/** The task queue function's name, as exported from index.ts (the queue is named after it). */
export const SECOND_ALARM_FUNCTION = 'inquirySecondAlarm';

/**
 * The second alarm's task ran (enqueued by onInquiryCreated for the exact instant, alerts/second-alarm.ts): e-mail
 * the alert recipients if the inquiry is still waiting for a first contact.
 */
export const inquirySecondAlarm = onTaskDispatched<SecondAlarmTask>(
  { ...SECOND_ALARM_OPTIONS, secrets: [VAPID_PRIVATE_KEY] },
  async (request) => {
    const inquiryId = typeof request.data?.inquiryId === 'string' ? request.data.inquiryId : '';
    if (!inquiryId) return;
    const db = firestore();
    await sendSecondAlarm(
      { db, push: pushContext(db), siteUrl: SITE_URL.value(), siteSettings: alertSiteSettings, now: () => new Date() },
      inquiryId,
    );
  },
);

/** The queue of inquirySecondAlarm, through the Admin SDK (on the emulators: CLOUD_TASKS_EMULATOR_HOST). */
export function secondAlarmQueue(): SecondAlarmQueue {
  const queue = getFunctions(adminApp()).taskQueue<SecondAlarmTask>(`locations/${REGION}/functions/${SECOND_ALARM_FUNCTION}`);
  return { enqueue: (task, options) => queue.enqueue(task, options) };
}
