import { defineSecret, defineString } from 'firebase-functions/params';
import { SITE_SETTINGS_HISTORY_COLLECTION } from './app-constants.js';

/**
 * Deployment settings of the functions. Seoul: next to the company and its visitors. A Firestore trigger must run
 * in the database's location, so the database is expected in asia-northeast3 too (change both together).
 */
export const REGION = 'asia-northeast3';

/**
 * Both triggers watch inquiries/{inquiryId}. Retried on failure: both are safe to run twice (the mail document is
 * named after the inquiry and created once; deleting a folder again deletes nothing), and a photo left behind
 * after its inquiry's retention ended must not stay because of one passing error. At most 10 instances: a flood
 * of inquiries cannot run up the bill.
 */
export const TRIGGER_OPTIONS = {
  document: 'inquiries/{inquiryId}',
  region: REGION,
  retry: true,
  maxInstances: 10,
} as const;

/**
 * The second alarm's task queue (inquirySecondAlarm): each task is one inquiry's alarm, at the instant it is due.
 * Retried a few times a minute apart (the mail document is created once); at most 6 at once and 10 instances, so a
 * flood of inquiries cannot run up the bill (their e-mails are rate-limited and digested like the first alerts).
 */
export const SECOND_ALARM_OPTIONS = {
  region: REGION,
  retryConfig: { maxAttempts: 5, minBackoffSeconds: 60 },
  rateLimits: { maxConcurrentDispatches: 6 },
  maxInstances: 10,
} as const;

/**
 * The site settings' history (siteSettingsHistory/{version}): one entry per saved version. Retried on failure (the
 * e-mail is named after the version and created once); one instance is plenty (administrators save by hand).
 */
export const SETTINGS_TRIGGER_OPTIONS = {
  document: `${SITE_SETTINGS_HISTORY_COLLECTION}/{version}`,
  region: REGION,
  retry: true,
  maxInstances: 1,
} as const;

/**
 * The public pages (sitePages: each photo page and the sitemap, behind the Hosting rewrites of firebase.json).
 * Seoul too: Firebase Hosting rewrites to 2nd gen functions (Cloud Run services) in asia-northeast3 (its list of
 * Cloud Run rewrite regions names it), and each page reads Firestore two or three times in a row, which stays
 * inside the region when the function sits beside the database. firebase.json's rewrites name this region
 * (functions/test/unit/pages-rewrites.test.ts compares them); should a deploy ever refuse it, asia-northeast1 (Tokyo) is
 * the nearest fallback: change it here and in firebase.json together (docs/firebase.md, "Photo pages, the sitemap and
 * the home picture on Firebase").
 * Public (Hosting calls it without credentials), 30 s (Hosting itself gives up after 60 s).
 *
 * Sized by measurement (`npm run bench -- --site-pages --concurrency 1,10,20,40,80`: one process of this function on
 * Node 22 rendering N requests at once, the heaviest photo page (a job of 30 photos) and the home page; numbers in
 * scripts/firebase/README.md "Sizing sitePages"): 80 at once peaked at 232-242 MiB of RSS (256 MiB would be killed
 * at the first burst) with a photo page's p95 at 1.4 s, because on one CPU the renders take turns; 20 at once peaked
 * at 150 MiB with p95 0.64 s (on a machine at load 13; an idle CPU renders a photo page in about 10-15 ms). So:
 * 512 MiB and 1 CPU (concurrency above 1 needs a whole CPU), 20 requests per instance (a third of the memory, a
 * quarter of the wait), at most 10 instances: 200 renders at once, far above what reaches it past Hosting's CDN,
 * and a ceiling on the bill. No minimum instance: the CDN answers repeats, so a cold start (about 0.3 s: Node
 * starts, the bundle imports on the first page) is met only by the first visitor of an uncached page; minInstances: 1
 * removes it for the price of one idle instance of this size, all month.
 * @alias REGION today, on purpose: the one setting to change should Hosting refuse Seoul (above).
 */
export const PAGES_REGION = REGION;
export const PAGES_OPTIONS = {
  region: PAGES_REGION,
  invoker: 'public',
  memory: '512MiB',
  cpu: 1,
  concurrency: 20,
  timeoutSeconds: 30,
  maxInstances: 10,
  minInstances: 0,
} as const;

/**
 * The public site's address, e.g. https://jy-construction.co.kr: the alert's link to the inquiry starts with it.
 * `npm run deploy` writes it to functions/.env.<project> from VITE_SITE_URL (the one the web app is built with).
 */
export const SITE_URL = defineString('SITE_URL', {
  description: 'The public site address (https://...), for the link to an inquiry in the admin',
});

/**
 * The VAPID key pair of Web Push (docs/decisions/014-web-push-with-vapid.md, scripts/firebase/README.md "Staff
 * push"): the public key is public (the admin is built with the same one as VITE_VAPID_PUBLIC_KEY, and `npm run
 * deploy` writes it to functions/.env.<project> from there); the private key is a Cloud Functions secret
 * (`firebase functions:secrets:set VAPID_PRIVATE_KEY`). Without either, alerts go out by e-mail only.
 */
export const VAPID_PUBLIC_KEY = defineString('VAPID_PUBLIC_KEY', {
  default: '',
  description: "The Web Push (VAPID) public key, base64url; the same as the web app build's VITE_VAPID_PUBLIC_KEY",
});
export const VAPID_PRIVATE_KEY = defineSecret('VAPID_PRIVATE_KEY');
