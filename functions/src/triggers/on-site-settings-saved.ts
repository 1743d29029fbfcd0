import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin.js';
import { SETTINGS_TRIGGER_OPTIONS, SITE_URL } from '../config.js';
import { loadSiteBundle } from '../pages/load-site-bundle.js';
import { alertSiteSettingsChange } from '../site-settings/settings-change-alert.js';

/**
 * An administrator saved (or restored) a version of the site settings: when the public phone number, e-mail address
 * or KakaoTalk channel changed, every alert recipient is e-mailed what changed, who saved it and when. Each save
 * creates exactly one history entry (firestore.rules), so this runs once per version.
 */
export const onSiteSettingsSaved = onDocumentCreated(SETTINGS_TRIGGER_OPTIONS, async (event) => {
  if (!event.data) return;
  await alertSiteSettingsChange(
    { db: firestore(), source: (await loadSiteBundle()).bundle, siteUrl: SITE_URL.value() },
    { version: event.params.version, data: event.data.data(), receivedAt: new Date(event.time) },
  );
});
