import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin.js';
import { alertNewInquiry } from '../alerts/alert-new-inquiry.js';
import { scheduleSecondAlarm } from '../alerts/second-alarm.js';
import { alertChannels } from '../channels/index.js';
import { SITE_URL, TRIGGER_OPTIONS, VAPID_PRIVATE_KEY } from '../config.js';
import { alertSiteSettings } from '../site-settings/site-settings-reader.js';
import { secondAlarmQueue } from './inquiry-second-alarm.js';

/**
 * A visitor's inquiry was saved: tell the staff (e-mail through the Trigger Email extension to the notification
 * list, push to every subscribed staff device), and schedule its second alarm (alerts/second-alarm.ts). The site does not wait for it and works
 * without it. Both run even when the other fails; a failure is thrown after both, so the event is retried (each is
 * safe to run twice).
 */
export const onInquiryCreated = onDocumentCreated({ ...TRIGGER_OPTIONS, secrets: [VAPID_PRIVATE_KEY] }, async (event) => {
  if (!event.data) return;
  const db = firestore();
  const inquiryId = event.params.inquiryId;
  const receivedAt = new Date(event.time);
  const outcomes = await Promise.allSettled([
    alertNewInquiry(
      { db, channels: alertChannels(db), siteUrl: SITE_URL.value(), siteSettings: alertSiteSettings },
      { inquiryId, data: event.data.data(), receivedAt },
    ),
    scheduleSecondAlarm({ db, queue: secondAlarmQueue(), siteSettings: alertSiteSettings }, inquiryId, receivedAt),
  ]);
  const failures = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => outcome.reason as unknown);
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `The alert and the second alarm of inquiry ${inquiryId} failed`);
});
