/**
 * Business constants: every page size, limit, status and category lives here once.
 */
/**
 * Business constants: every page size, limit, status and category lives here once.
 */
export const GALLERY_PAGE_SIZE = 9;

export const FEATURED_IMAGES_LIMIT = 3;

export const HERO_IMAGE_LIMIT = 1;

export const ADMIN_IMAGES_PAGE_SIZE = 6;

export const ADMIN_INQUIRIES_PAGE_SIZE = 7;

export const RECENT_ACTIVITIES_LIMIT = 5;

/** New (신규) inquiries listed first on the dashboard, each with 전화: few enough to leave 현장 사진 올리기 on a phone's first screen. */
export const DASHBOARD_NEW_INQUIRIES_LIMIT = 3;

/**
 * The admin's live 신규 count on Firebase costs a bounded number of reads however many inquiries arrive: a live
 * listener on only the newest NEW_INQUIRIES_LIVE_WINDOW 신규 inquiries (the arrivals a toast announces), and the
 * count as a count query (one read per 1,000 counted), asked again when that window changes, when this admin's own
 * write changes an inquiry, and every NEW_INQUIRIES_RECOUNT_MS (another phone's change to an older inquiry).
 */
export const NEW_INQUIRIES_LIVE_WINDOW = 10;

export const NEW_INQUIRIES_RECOUNT_MS = 60_000;

export const MAP_ZOOM = 17;

export const MAP_HEIGHT_PX = 450;

export const HEADER_SCROLL_THRESHOLD_PX = 20;

export const DARK_MODE_DEFAULT = true;

/** Mirrored in index.html's start-up script, which applies, switches and stores the theme (components/theme). */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

/** Lazy route chunks: loaded from static/js on the site root, given up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * An upload that reports no progress for this long is given up: its transfers are cancelled, whatever part was
 * stored is removed, and it fails with BackendError upload/stalled (a browser that goes offline fails it at once
 * with upload/offline). Both adapters (src/backend/shared/upload-watch.ts). Long enough for one 256 KB chunk of
 * Firebase's resumable upload, or a small file sent in one request, at about 6 KB/s.
 */
export const UPLOAD_STALL_TIMEOUT_MS = 45_000;

/**
 * Firebase Storage's own retry budgets (setMaxUploadRetryTime / setMaxOperationRetryTime; the SDK's defaults are
 * 10 and 2 minutes). The upload budget sits above UPLOAD_STALL_TIMEOUT_MS, so the stall time-out (with its clear
 * reason) normally ends a stuck upload first; the SDK stops by itself soon after in any case. The operation
 * budget bounds a download-URL request and each background retry of a file deletion.
 */
export const STORAGE_MAX_UPLOAD_RETRY_MS = 2 * UPLOAD_STALL_TIMEOUT_MS;

export const STORAGE_MAX_OPERATION_RETRY_MS = 60_000;

/**
 * How long deleting an image (or cleaning up after a failed upload) waits for its stored files to go before it
 * returns. With Storage reachable the files are gone by then; otherwise their removal goes on in the background,
 * and a deleted image's files stay listed in ORPHAN_FILES_COLLECTION until they are gone.
 */
export const FILE_REMOVAL_WAIT_MS = 1_000;

/**
 * How long sign-in waits for App Check's token. When reCAPTCHA cannot load (an ad blocker, an outage) the token
 * never comes: sign-in then fails with a clear message instead of waiting for Firebase Auth's own 30 s time-out,
 * and every other request goes out with App Check's placeholder token after at most this long (then at once).
 */
export const APP_CHECK_TOKEN_TIMEOUT_MS = 5_000;

/** Gallery photos of the same type shown under a photo (up to three). */
export const RELATED_IMAGES_LIMIT = 3;

/**
 * The gallery's 현장별 view: the last published jobs it lists (one query), each card then reading its photos (one
 * query of at most JOB_PHOTOS_MAX each): at most 1 + GALLERY_JOBS_LIMIT queries for the whole view.
 */
export const GALLERY_JOBS_LIMIT = 24;

/**
 * A saved change of the settings shows on every public page, in the raw HTML of each clean URL and in a visitor's
 * browser, within this many minutes (on Firebase: the pages function's settings cache, the CDN's and the browser's
 * cache lifetimes together, functions/src/pages/cache-policy.ts; the demo shows it at once).
 */
export const SETTINGS_REACH_MINUTES = 10;

export const ALERT_HEARTBEAT_STALE_MINUTES = 30;

/** Approved reviews on the home page (the latest), on About and under a job's photo. */
export const HOME_REVIEWS_LIMIT = 3;

export const ABOUT_REVIEWS_LIMIT = 6;

export const JOB_REVIEWS_LIMIT = 3;

/** Reviews per page in the admin's review list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 7;
