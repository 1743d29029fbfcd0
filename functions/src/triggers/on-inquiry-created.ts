import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { firestore } from '../admin.js';
import { alertNewInquiry } from '../alerts/alert-new-inquiry.js';
import { alertChannels } from '../channels/index.js';
import { SITE_URL, TRIGGER_OPTIONS } from '../config.js';
import { alertSiteSettings } from '../site-settings/site-settings-reader.js';

/**
 * A visitor's inquiry was saved: tell the staff on the notification list (e-mail through the Trigger Email
 * extension). The site does not wait for it and works without it.
 */
export const onInquiryCreated = onDocumentCreated(TRIGGER_OPTIONS, async (event) => {
  if (!event.data) return;
  const db = firestore();
  await alertNewInquiry(
    { db, channels: alertChannels(db), siteUrl: SITE_URL.value(), siteSettings: alertSiteSettings },
    { inquiryId: event.params.inquiryId, data: event.data.data(), receivedAt: new Date(event.time) },
  );
});
