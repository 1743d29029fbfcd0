/**
 * Values the web app defines (src/config/constants.ts, src/config/routes.ts) that the functions need too. This
 * package is deployed on its own (firebase deploy uploads only functions/), so they are copied here, once;
 * functions/test/unit/app-constants.test.ts fails when a copy differs from the web app's value.
 */

/** COLLECTIONS.inquiries, COLLECTIONS.settings, COLLECTIONS.images. */
export const INQUIRIES_COLLECTION = 'inquiries';
export const SETTINGS_COLLECTION = 'settings';
export const IMAGES_COLLECTION = 'constructionImages';
/** HERO_SETTINGS_ID: settings/hero { imageId } names the home page's background image. */
export const HERO_SETTINGS_ID = 'hero';
/** IMAGE_STORAGE_FOLDER: an image's display file is constructionImages/{fileName}. */
export const IMAGE_STORAGE_FOLDER = 'constructionImages';
/** HERO_COPY_PATHS and HERO_COPY_CACHE_CONTROL: the hero's copies at stable public addresses. */
export const HERO_COPY_PATHS = { display: 'site/hero', phone: 'site/hero-phone' } as const;
export const HERO_COPY_CACHE_CONTROL = 'public, max-age=300';
/** RELATED_WORKS_LIMIT: other works of the same type under a work. */
export const RELATED_WORKS_LIMIT = 3;
/** JOBS_COLLECTION and JOB_PHOTOS_MAX: a work's job (시공 현장) and the most photos its page reads in one query. */
export const JOBS_COLLECTION = 'jobs';
export const JOB_PHOTOS_MAX = 30;
/** NOTIFICATION_SETTINGS_ID: settings/notifications { emailRecipients }. */
export const NOTIFICATION_SETTINGS_ID = 'notifications';
/** MAIL_COLLECTION: the collection the Trigger Email extension sends from. */
export const MAIL_COLLECTION = 'mail';
/** INQUIRY_ATTACHMENT_FOLDER: the photos of inquiry X are stored under inquiries/X/. */
export const INQUIRY_ATTACHMENT_FOLDER = 'inquiries';

/** routes.photo.path up to its parameter: a work's page is /projects/gallery/{id}. */
export const WORK_PAGE_PATH_PREFIX = '/projects/gallery/';
/** Where the sitemap is served: robots.txt names it (src/app/server/sitemap.ts), firebase.json rewrites it here. */
export const SITEMAP_PATH = '/sitemap.xml';

/** The inquiries page of the admin (routes.adminInquiries.path); `?open=<id>` opens one inquiry. */
export const ADMIN_INQUIRIES_PATH = '/jy-dev/inquiries';

/** WORK_TYPE_LABELS: what staff read for each work type. */
export const WORK_TYPE_LABELS: Readonly<Record<string, string>> = {
  roofing: '지붕 공사',
  waterproofing: '방수 공사',
  'metal-roofing': '징크·금속 지붕',
  exterior: '외벽 리모델링',
  ground: '지반 보강',
};

/** CALL_TIME_LABELS: when the visitor would like a call back. */
export const CALL_TIME_LABELS: Readonly<Record<string, string>> = {
  any: '아무 때나',
  morning: '오전 (09:00-12:00)',
  afternoon: '오후 (12:00-18:00)',
};
