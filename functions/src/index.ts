/**
 * Cloud Functions (2nd gen, asia-northeast3) of the site. Nothing in the web app calls them: without them the site
 * works the same, staff are only not e-mailed and a deleted inquiry's photos stay in Storage.
 */
export { onInquiryCreated } from './triggers/on-inquiry-created.js';
export { onInquiryDeleted } from './triggers/on-inquiry-deleted.js';
export { inquiryAlertDigests } from './triggers/inquiry-alert-digests.js';
