import { onSchedule } from 'firebase-functions/v2/scheduler';
import { firestore } from '../admin.js';
import { DIGEST_INTERVAL_MINUTES } from '../alerts/alert-rate.js';
import { sendAlertDigests } from '../alerts/alert-digest.js';
import { REGION, SITE_URL } from '../config.js';
import { alertSiteSettings, companyNameFrom } from '../site-settings/site-settings-reader.js';

/**
 * Every DIGEST_INTERVAL_MINUTES: one e-mail per recipient for the inquiries that the per-minute alert limit folded
 * ("지난 10분간 새 문의 37건"). A run that finds nothing writes nothing. Retried on failure with the same schedule
 * time, which names the digest mail, so a retry never sends it twice. Needs Cloud Scheduler (Blaze, as the alerts).
 */
export const inquiryAlertDigests = onSchedule(
  { schedule: `every ${DIGEST_INTERVAL_MINUTES} minutes`, timeZone: 'Asia/Seoul', region: REGION, retryCount: 3, maxInstances: 1 },
  async (event) => {
    await sendAlertDigests(firestore(), new Date(event.scheduleTime), SITE_URL.value(), await companyNameFrom(alertSiteSettings));
  },
);
