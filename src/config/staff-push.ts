/**
 * Push notifications on the staff's own devices (docs/staff-push.md, docs/decisions/014-web-push-with-vapid.md).
 * Apart from limits.ts because only the admin, the service worker's page and the functions use them: public pages
 * must not grow.
 *
 * Each staff device that turned on 이 기기에서 알림 받기 is one document
 * STAFF_COLLECTION/{uid}/PUSH_DEVICES_COLLECTION/{deviceId}: its Web Push subscription (endpoint and keys), a name and
 * when it was last used. Only its owner (an administrator) reads or writes it (firestore.rules); the alert functions
 * read every device with admin rights (a collection group query of at most PUSH_DEVICES_READ_MAX).
 */
export const STAFF_COLLECTION = 'staff';
export const PUSH_DEVICES_COLLECTION = 'pushDevices';

/**
 * At most this many devices per staff member: both adapters check it before adding one (the rules cannot count);
 * the rules bound a list of them by it. Mirrored by firestore.rules.
 */
export const PUSH_DEVICES_MAX = 10;
/** A device's name (e.g. "Android · Chrome"), at most this many characters. Mirrored by firestore.rules. */
export const PUSH_DEVICE_NAME_MAX = 40;
/** The longest push service address (endpoint) accepted; real ones are about 200 to 500. Mirrored by firestore.rules. */
export const PUSH_ENDPOINT_MAX = 1000;
/** The longest subscription key (base64url; p256dh is 87 characters, auth 22). Mirrored by firestore.rules. */
export const PUSH_KEY_MAX = 200;
/** How many devices the functions read per alert (every staff member's together). */
export const PUSH_DEVICES_READ_MAX = 100;

/** The service worker's file (public/admin-sw.js), registered only by the admin's 알림 설정 page. */
export const ADMIN_SERVICE_WORKER_URL = '/admin-sw.js';
/** The admin's web app manifest (public/admin.webmanifest), linked only from the admin's pages. */
export const ADMIN_MANIFEST_URL = '/admin.webmanifest';
