/**
 * Time limits of the backend and the functions, none of them in the security rules: how long an upload, a file
 * removal or App Check may take on a bad connection (staff at building sites, a blocked reCAPTCHA), how often the
 * admin's live counts are asked again, and how soon a saved setting or a stopped alert shows. The time windows the
 * rules check (an activity's or a link's) are in src/config/limits.ts.
 */
/**
 * The admin's live 신규 count on Firebase costs a bounded number of reads however many inquiries arrive: a live
 * listener on only the newest NEW_INQUIRIES_LIVE_WINDOW 신규 inquiries (the arrivals a toast announces), and the
 * count as a count query (one read per 1,000 counted), asked again when that window changes, when this admin's own
 * write changes an inquiry, and every NEW_INQUIRIES_RECOUNT_MS (another phone's change to an older inquiry).
 */
export const NEW_INQUIRIES_LIVE_WINDOW = 10;
export const NEW_INQUIRIES_RECOUNT_MS = 60_000;

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
 * How long deleting a photo (or cleaning up after a failed upload) waits for its stored files to go before it
 * returns. With Storage reachable the files are gone by then; otherwise their removal goes on in the background,
 * and a deleted photo's files stay listed in ORPHAN_FILES_COLLECTION until they are gone.
 */
export const FILE_REMOVAL_WAIT_MS = 1_000;

/**
 * How long sign-in waits for App Check's token. When reCAPTCHA cannot load (an ad blocker, an outage) the token
 * never comes: sign-in then fails with a clear message instead of waiting for Firebase Auth's own 30 s time-out,
 * and every other request goes out with App Check's placeholder token after at most this long (then at once).
 */
export const APP_CHECK_TOKEN_TIMEOUT_MS = 5_000;

/**
 * A saved change of the settings shows on every public page, in the raw HTML of each clean URL and in a visitor's
 * browser, within this many minutes (on Firebase: the pages function's settings cache, the CDN's and the browser's
 * cache lifetimes together, functions/src/pages/cache-policy.ts; the demo shows it at once).
 */
export const SETTINGS_REACH_MINUTES = 10;
export const ALERT_HEARTBEAT_STALE_MINUTES = 30;
