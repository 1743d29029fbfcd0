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

/** Gallery photos of the same type shown under a photo (up to three). */
export const RELATED_IMAGES_LIMIT = 3;

/** Reviews per page in the admin's review list. */
export const ADMIN_REVIEWS_PAGE_SIZE = 7;
