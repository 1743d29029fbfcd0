/**
 * Cloud Functions (2nd gen, asia-northeast3) of the site.
 * - sitePages: each photo page and the sitemap, behind Firebase Hosting's rewrites (the site needs it: without
 *   it those addresses fail).
 * - onImageWritten: keeps the home page's background at its stable address (site/hero) in step with the hero.
 * - onInquiryCreated, onInquiryDeleted: the inquiry alerts and photo clean-up. Nothing in the web app calls them:
 *   without them staff are only not e-mailed and a deleted inquiry's photos stay in Storage.
 * - inquirySecondAlarm: a task queue function; onInquiryCreated enqueues one task per inquiry for the instant its
 *   second alarm is due (알림 설정), and it e-mails the alert recipients if nobody has called or texted by then.
 * - onInquiryCreated, inquirySecondAlarm and inquiryAlertDigests also push to every staff device subscribed in
 *   알림 설정 (push/, channels/push.ts: standard Web Push with VAPID); onPushDeviceWritten sends a device the test
 *   push its owner asked for.
 * - onSiteSettingsSaved: e-mails the alert recipients when a save changes the public phone, e-mail or KakaoTalk
 *   channel (an alert like the others: deployed with them).
 */
export { sitePages } from './pages/site-pages.js';
export { onImageWritten } from './triggers/on-image-written.js';
export { onInquiryCreated } from './triggers/on-inquiry-created.js';
export { inquirySecondAlarm } from './triggers/inquiry-second-alarm.js';
export { onInquiryDeleted } from './triggers/on-inquiry-deleted.js';
export { inquiryAlertDigests } from './triggers/inquiry-alert-digests.js';
export { onSiteSettingsSaved } from './triggers/on-site-settings-saved.js';
export { onPushDeviceWritten } from './triggers/on-push-device-written.js';
