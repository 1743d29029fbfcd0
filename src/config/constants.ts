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
export const MAP_ZOOM = 17;
export const MAP_HEIGHT_PX = 450;
export const HEADER_SCROLL_THRESHOLD_PX = 20;
export const DARK_MODE_DEFAULT = true;

/** Mirrored in index.html's start-up script, which applies, switches and stores the theme (components/theme). */
export const DARK_MODE_STORAGE_KEY = 'darkMode';

/** Lazy route chunks: loaded from static/js on the site root, given up after 120 s. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Gallery photos of the same type shown under a photo (up to three). */
export const RELATED_IMAGES_LIMIT = 3;

/**
 * The gallery's 현장별 view: the last published jobs it lists (one query), each card then reading its photos (one
 * query of at most JOB_PHOTOS_MAX each): at most 1 + GALLERY_JOBS_LIMIT queries for the whole view.
 */
export const GALLERY_JOBS_LIMIT = 24;

/** Approved reviews on the home page (the latest), on About and under a job's photo. */
export const HOME_REVIEWS_LIMIT = 3;
export const ABOUT_REVIEWS_LIMIT = 6;
export const JOB_REVIEWS_LIMIT = 3;

/** Reviews per page in the admin's review list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 7;
