/**
 * How many items a list shows: the page sizes several places share. The public ones are read by the pages, the
 * server render (src/app/server/page-reads.ts), the page data and the pages function, which must ask for the same
 * number; the admin ones by a feature's list and by the contract tests that page through it. A number that only one
 * component uses lives next to it. The most a read may ask for: MAX_PAGE_SIZE in src/config/limits.ts.
 */
/** Gallery photos per page, and featured photos on the home page. */
export const GALLERY_PAGE_SIZE = 9;
export const FEATURED_PHOTOS_LIMIT = 3;

/** The admin's lists: photos, inquiries per page, and the dashboard's recent activities. */
export const ADMIN_PHOTOS_PAGE_SIZE = 6;
export const ADMIN_INQUIRIES_PAGE_SIZE = 7;
export const RECENT_ACTIVITIES_LIMIT = 5;

/** New (신규) inquiries listed first on the dashboard, each with 전화: few enough to leave 현장 사진 올리기 on a phone's first screen. */
export const DASHBOARD_NEW_INQUIRIES_LIMIT = 3;

/** Gallery photos of the same type shown under a photo (up to three). */
export const RELATED_PHOTOS_LIMIT = 3;

/** Reviews per page in the admin's review list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 7;
