import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin.js';
import { DIGEST_INTERVAL_MINUTES } from '../alerts/alert-rate.js';
import { sendAlertDigests } from '../alerts/alert-digest.js';
import { writeAlertHeartbeat } from '../alerts/heartbeat.js';
import { sendPushDigests } from '../alerts/push-digest.js';
import { REGION, SITE_URL, VAPID_PRIVATE_KEY } from '../config.js';
import { pushContext } from '../push/push-setup.js';
import { alertSiteSettings, companyNameFrom } from '../site-settings/site-settings-reader.js';

/**
 * Every DIGEST_INTERVAL_MINUTES: one e-mail per recipient (and one push per staff device) for the inquiries that the per-minute alert limit folded
 * ("지난 10분간 새 문의 37건"). A run that finds nothing sends nothing. Every run refreshes the alerts' heartbeat
 * (alerts/heartbeat.ts), which 알림 설정 reads to say whether alert e-mails run. Retried on failure with the same schedule
 * time, which names the digest mail, so a retry never sends it twice. Needs Cloud Scheduler (Blaze, as the alerts).
 */
export const inquiryAlertDigests = onSchedule(
  {
    schedule: `every ${DIGEST_INTERVAL_MINUTES} minutes`,
    timeZone: 'Asia/Seoul',
    region: REGION,
    retryCount: 3,
    maxInstances: 1,
    secrets: [VAPID_PRIVATE_KEY],
  },
  async (event) => {
    const at = new Date(event.scheduleTime);
    await sendAlertDigests(firestore(), at, SITE_URL.value(), await companyNameFrom(alertSiteSettings));
    await sendPushDigests(pushContext(firestore()), at);
    // After the digests: a heartbeat only when the run did its work.
    await writeAlertHeartbeat(firestore(), at);
  },
);
