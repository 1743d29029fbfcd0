/**
 * Limits: how long, how many, how big, how old. Most are checked twice, by the app before it writes and by the
 * security rules on the server; those are marked "Mirrored by firestore.rules" or "Mirrored by storage.rules", and
 * the rules name them back (tests/backend/shared/firestore-rules-mirror.test.ts and
 * tests/config/storage-rules.test.ts compare the values). Change both sides together. The rest are marked "Not in
 * the rules". Collection and folder names: src/config/collections.ts; statuses and categories:
 * src/domain/categories.ts.
 */
/**
 * The largest page, and list limit, the backend serves in one read. Both adapters refuse a page size or limit
 * that is not a whole number from 1 to this with BackendError invalid-argument (src/backend/shared/page-query.ts).
 * Not in the security rules.
 */
export const MAX_PAGE_SIZE = 100;

/** The most activities one read of the live list may ask for. Mirrored by firestore.rules (activities: limit <= 50). */
export const MAX_ACTIVITIES_LIMIT = 50;
/**
 * How long an activity is kept: each stores expireAt = its time + this, and a TTL policy deletes it then.
 * Mirrored by firestore.rules (activityTtlDays).
 */
export const ACTIVITY_TTL_DAYS = 90;

/**
 * The largest limit any query of photos or inquiries may carry, lists and counts alike. Mirrored by firestore.rules
 * (request.query.limit <= 5000: a query without a limit is refused). The rules see a count query exactly like the
 * list query it counts (the same request.query, limit null when none is set), so they cannot cap lists and leave
 * counts unlimited: counts are sent with limit(MAX_QUERY_LIMIT) and count at most this many documents (both
 * adapters). The lists the app reads ask for far less (a page of at most MAX_PAGE_SIZE plus its look-ahead item).
 */
export const MAX_QUERY_LIMIT = 5000;

/**
 * How many more of the newest photos of the type the related photos' one query reads beyond limit + 1, so that
 * photos of the same job (uploaded together, next to each other in the list) leave room for other photos: the
 * photo's own job is left out and another job shows once (src/domain/related-photos.ts). The pages function reads
 * as many (functions/src/pages/photo-reads.ts).
 */
export const RELATED_PHOTOS_READ_EXTRA = 9;

/**
 * A gallery photo's takenAt (its EXIF shooting date, read at upload) may not lie in the future: it may be at most
 * this many minutes after the server's time, for the clocks of a camera, the staff's phone and the server that
 * differ a little. The upload form sends no takenAt rather than a later one (a camera whose clock is wrong).
 * Mirrored by firestore.rules.
 */
export const TAKEN_AT_CLOCK_SKEW_MINUTES = 60;

/**
 * Photos a visitor attaches to an inquiry. Stored at inquiries/{inquiryId}/photo-{n}.{ext} with n from 1 to the
 * inquiry's photoCount. Mirrored by storage.rules: at most `maxFiles` files (photoCount <= maxFiles), each an image
 * of at most `maxBytes`, written only while the inquiry is at most `uploadWindowMinutes` old; and by
 * firestore.rules (photoCount from 0 to maxFiles).
 */
export const INQUIRY_PHOTO_LIMITS = {
  maxFiles: 5,
  maxBytes: 2 * 1024 * 1024,
  maxSidePx: 1600,
  quality: 0.8,
  uploadWindowMinutes: 15,
} as const;

/** Staff note on an inquiry (characters). Mirrored by firestore.rules. */
export const STAFF_NOTE_MAX = 1000;

/**
 * Activity limits (characters). Mirrored by firestore.rules (activities): the text of any activity, and the statuses
 * an inquiry_status_change names (its `from` is whatever the document held). Titles and names in details follow
 * IMAGE_TITLE_MAX and INQUIRY_LIMITS.name; activityDrafts cuts longer ones from old documents.
 */
export const ACTIVITY_LIMITS = {
  text: 500,
  status: 20,
  /** An administrator's e-mail address in a settings_update activity (the one who saved). */
  email: 254,
} as const;

/**
 * The new_inquiry activity is written right after its inquiry, by the visitor's browser; the rules accept it only
 * while the inquiry is at most this many minutes old (and only once: its id is the inquiry's id), so nobody can
 * replay it later. Mirrored by firestore.rules.
 */
export const NEW_INQUIRY_ACTIVITY_WINDOW_MINUTES = 10;

/**
 * Inquiry form limits (characters, after trimming). Mirrored by firestore.rules. Name, phone and message must not
 * be blank (src/domain/text.ts: Unicode white space and zero-width characters count as blank); an e-mail is absent
 * (null) or a plausible address (isEmailAddress), never ''.
 */
export const INQUIRY_LIMITS = {
  name: 50,
  phone: 20,
  email: 100,
  message: 2000,
} as const;

/**
 * Version of the privacy notice a visitor agrees to; stored with each inquiry. The only version a new inquiry may
 * carry: mirrored by firestore.rules (isNewInquiry). A new notice text means a new version here AND in the rules.
 */
// A version names a notice by the day it was published, never later: a visitor can only agree to a notice that
// existed. 2026-11-23: the photos and the optional details among the items, and the retention counted from
// submission (the notice before it, published 2026-11-22, was named 2026-11-01).
export const PRIVACY_CONSENT_VERSION = '2026-11-23';

/**
 * How long inquiries and their personal data are kept (shown in the consent notice): each inquiry stores
 * retainUntil = submission time + this, a Firestore TTL policy deletes it then (the demo purges on open).
 * Mirrored by firestore.rules (retainUntil within RETAIN_UNTIL_TOLERANCE_MINUTES of request.time + 1095 days).
 */
export const INQUIRY_RETENTION_YEARS = 3;
export const INQUIRY_RETENTION_DAYS = INQUIRY_RETENTION_YEARS * 365;

/** How far the client's retainUntil may stray from the server's time + the retention (clock skew). Mirrored. */
export const RETAIN_UNTIL_TOLERANCE_MINUTES = 60;

/**
 * Image limits for upload. The byte limits are mirrored by storage.rules (isImageUpload): change both together.
 * The browser makes every upload small first (lib/images/image-processing.ts): a display copy of at most 1920 px
 * aimed at 900 KB (a 12 MP photo ends at 300-900 KB) and a 640 px thumbnail (30-150 KB). The limits sit a little
 * above that so no real photo is refused; a copy over its limit (a pathological image: 1920 px of pure noise is
 * 5 MB even at the lowest quality) is refused in the browser before anything is sent.
 */
export const IMAGE_LIMITS = {
  displayMaxSidePx: 1920,
  thumbnailMaxSidePx: 640,
  displayMaxBytes: 2 * 1024 * 1024,
  thumbnailMaxBytes: 512 * 1024,
  displayQuality: 0.82,
  thumbnailQuality: 0.75,
} as const;

/** Gallery photo title and description limits (characters). Mirrored by firestore.rules. */
export const IMAGE_TITLE_MAX = 100;
export const IMAGE_DESCRIPTION_MAX = 1000;

/**
 * Longest name part of a stored file (characters after "{timestamp}-"; longer original names are shortened, the
 * extension kept). Mirrored by storage.rules (isDisplayName, isThumbnailName).
 */
export const IMAGE_FILE_NAME_MAX = 100;

/**
 * How long each setting may be (characters), and the bounds of its numbers. One rule for the admin's form, both
 * adapters and the build's VITE_* check (src/domain/site-settings/rules.ts). Mirrored by firestore.rules.
 */
export const SITE_SETTINGS_LIMITS = {
  companyName: 40,
  nameEnglish: 60,
  representative: 20,
  address: 100,
  city: 20,
  email: 100,
  url: 200,
  trustLine: 80,
  priceMinWon: 1_000,
  priceMaxWon: 1_000_000_000,
  duration: 30,
  promiseHoursMax: 72,
  officerLine: 40,
  processorsMax: 10,
  processorName: 60,
  processorTask: 120,
  processorCountry: 40,
  processorContact: 100,
  processorNote: 300,
  heroHeadline: 40,
  heroSubline: 200,
  aboutGreeting: 2000,
  serviceCard: 200,
  serviceSummary: 60,
  categoryLabel: 20,
  /** Versions the history lists (the newest). Not in the rules. */
  historyShown: 20,
} as const;

/** At most this many alert recipients. Mirrored by firestore.rules. */
export const NOTIFICATION_RECIPIENTS_MAX = 10;

/** The longest alert recipient address (characters; RFC 5321 allows 254). Mirrored by firestore.rules. */
export const NOTIFICATION_EMAIL_MAX = 254;

/**
 * The most characters the inquiry list's search (name or phone) takes: more than any name or phone can have.
 * Not in the rules (both adapters refuse a longer one).
 */
export const INQUIRY_SEARCH_MAX = 60;

/**
 * A review link's token: this many characters of base64url from crypto random bytes (192 bits, unguessable). The
 * link works this many days after it was made, and only until a review is written through it (collections.ts,
 * REVIEW_LINKS_COLLECTION). Mirrored by firestore.rules (isReviewToken, isNewReviewLink, isNewReview).
 */
export const REVIEW_LINK_TOKEN_LENGTH = 32;
export const REVIEW_LINK_VALID_DAYS = 30;

/** How far a new link's expiresAt (the staff's clock) may stray from the server's time + the validity. Mirrored. */
export const REVIEW_LINK_EXPIRY_TOLERANCE_MINUTES = 60;

/**
 * What a customer writes (characters, after trimming): a name (shown masked, 김○○, unless the customer agrees to show
 * it), a rating from 1 to 5 and a text that is not blank. Mirrored by firestore.rules (isNewReview).
 */
export const REVIEW_LIMITS = {
  name: 20,
  text: 1000,
  ratingMin: 1,
  ratingMax: 5,
} as const;

/**
 * Photos a customer adds to a review, resized in the browser like an inquiry's (INQUIRY_PHOTO_LIMITS' side and
 * quality). Stored at reviews/{reviewId}/photo-{n} for n from 1 to the review's photoCount. Mirrored by storage.rules
 * (at most maxBytes each, only while the review is at most uploadWindowMinutes old) and firestore.rules (photoCount
 * from 0 to maxFiles).
 */
export const REVIEW_PHOTO_LIMITS = {
  maxFiles: 3,
  maxBytes: 2 * 1024 * 1024,
  uploadWindowMinutes: 15,
} as const;

/** The most approved reviews one public read may ask for. Mirrored by firestore.rules (reviews: visitors' limit). */
export const MAX_PUBLIC_REVIEWS_LIMIT = 20;

/**
 * The new_review activity is written right after its review, by the customer's browser; the rules accept it only
 * while the review is at most this many minutes old (and once: its id is the review's id). Mirrored by firestore.rules.
 */
export const NEW_REVIEW_ACTIVITY_WINDOW_MINUTES = 10;

/**
 * A job's fields: title and story in characters (the story may be empty), the area in ㎡ (above 0, at most
 * areaM2; or none), the price in 만원 (a whole number from priceManwonMin to priceManwonMax, i.e. 1만 원 to
 * 100억 원; or none). Mirrored by firestore.rules (jobLimits).
 */
export const JOB_LIMITS = {
  title: 100,
  story: 2000,
  areaM2: 100_000,
  priceManwonMin: 1,
  priceManwonMax: 1_000_000,
} as const;

/** A job's period is a first and a last month, 'YYYY-MM', within these years. Mirrored by firestore.rules. */
export const JOB_PERIOD_YEARS = {
  first: 1990,
  last: 2100,
} as const;

/**
 * The most photos of one job (published and drafts each): what a job's page reads in one query, and what one
 * publish moves in its one batch (2 writes a photo, far below Firestore's 500). An upload to a full job is refused.
 * Mirrored by firestore.rules (jobPhotosMax).
 */
export const JOB_PHOTOS_MAX = 30;

/**
 * At most one photo is the home page's hero (the public read asks for this many). Not a number in the rules: they
 * keep one hero through settings/hero (HERO_SETTINGS_ID in src/config/collections.ts).
 */
export const HERO_PHOTO_LIMIT = 1;
