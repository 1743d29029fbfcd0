/**
 * Values of the web app (src/config/collections.ts, src/config/limits.ts, src/config/timing.ts,
 * src/config/page-sizes.ts, src/domain/categories.ts, src/config/routes.ts) that the functions need too, under the
 * names the functions use. They are the app's own values, not copies: the build compiles those files into the
 * functions' package (tsconfig.shared.json), which firebase deploy uploads without src/.
 */
import { COLLECTIONS } from '#app/config/collections.js';
import { ADMIN_BASE, routes } from '#app/config/routes.js';

export { RELATED_PHOTOS_LIMIT } from '#app/config/page-sizes.js';
export { SETTINGS_REACH_MINUTES } from '#app/config/timing.js';
export { JOB_PHOTOS_MAX, RELATED_PHOTOS_READ_EXTRA } from '#app/config/limits.js';
export { CALL_TIME_LABELS, WORK_TYPE_LABELS } from '#app/domain/categories.js';
export {
  ALERT_HEARTBEAT_ID,
  FUNCTION_STATUS_COLLECTION,
  HERO_COPY_CACHE_CONTROL,
  HERO_COPY_PATHS,
  IMAGE_STORAGE_FOLDER,
  INQUIRY_PHOTO_FOLDER,
  JOBS_COLLECTION,
  MAIL_COLLECTION,
  NOTIFICATION_SETTINGS_ID,
  SITE_SETTINGS_HISTORY_COLLECTION,
  SITE_SETTINGS_ID,
} from '#app/config/collections.js';

export const INQUIRIES_COLLECTION = COLLECTIONS.inquiries;
export const SETTINGS_COLLECTION = COLLECTIONS.settings;
export const IMAGES_COLLECTION = COLLECTIONS.images;

/** routes.photo.path up to its parameter: a photo page is /projects/gallery/{id}. */
export const PHOTO_PAGE_PATH_PREFIX = routes.photo.path.slice(0, routes.photo.path.indexOf(':'));
/** routes.job.path up to its parameter: a published job's page is /projects/jobs/{id}. */
export const JOB_PAGE_PATH_PREFIX = routes.job.path.slice(0, routes.job.path.indexOf(':'));
/** Where the sitemap is served: robots.txt names it (src/app/server/sitemap.ts), firebase.json rewrites it here. */
export const SITEMAP_PATH = '/sitemap.xml';

/** The inquiries page of the admin (routes.adminInquiries.path); `?open=<id>` opens one inquiry. */
export const ADMIN_INQUIRIES_PATH = routes.adminInquiries.path;
/** The admin's 사이트 설정 page (#/jy-dev/settings), where a version is restored. */
export const ADMIN_SETTINGS_PATH = `${ADMIN_BASE}/settings`;

export { PUSH_DEVICES_COLLECTION, PUSH_DEVICES_READ_MAX, STAFF_COLLECTION } from '#app/config/staff-push.js';
