/**
 * Where the data is stored: the names of Firestore collections and documents and of Storage folders and paths, one
 * place each. They are stored names: firestore.rules, storage.rules, the functions (functions/src/app-constants.ts)
 * and the scripts (scripts/firebase) use the same ones, so a rename here is a data migration, not a refactor.
 */
/**
 * Stored files that no document points to any more and that are still to be removed from Storage (one document per
 * file, id = the file's name in IMAGE_STORAGE_FOLDER). Written in the same batch as a photo's deletion, deleted
 * once the file is gone; `npm run storage:orphans` removes what is left. Mirrored by firestore.rules.
 */
export const ORPHAN_FILES_COLLECTION = 'orphanFiles';

/** Storage folder of inquiry photos: inquiries/{inquiryId}/. */
export const INQUIRY_PHOTO_FOLDER = 'inquiries';

/** Storage folder of the gallery photos' files (constructionImages/{timestamp}-{original name}). */
export const IMAGE_STORAGE_FOLDER = 'constructionImages';

/** Collection names, and `settings`, which holds the hero settings document. */
export const COLLECTIONS = {
  images: 'constructionImages',
  inquiries: 'inquiries',
  activities: 'activities',
  settings: 'settings',
} as const;

/**
 * settings/hero { imageId }: names the hero photo. firestore.rules accept isHeroImage true only on the photo it
 * names, and a change of it only when the photo it named before is no longer flagged, so at most one photo is the
 * hero on the server (HERO_PHOTO_LIMIT 1). Mirrored by firestore.rules.
 */
export const HERO_SETTINGS_ID = 'hero';

/**
 * settings/notifications { emailRecipients: string[] }: who is e-mailed when an inquiry arrives. Only admins read
 * or write it (firestore.rules); the alert function reads it with admin rights.
 */
export const NOTIFICATION_SETTINGS_ID = 'notifications';

/**
 * settings/site: the site settings visitors read (src/domain/site-settings); settings/sitePrivate: what only
 * administrators read of them; siteSettingsHistory/{version}: every saved version (administrators only), so the
 * previous one can be brought back. Mirrored by firestore.rules.
 */
export const SITE_SETTINGS_ID = 'site';
export const SITE_SETTINGS_PRIVATE_ID = 'sitePrivate';
export const SITE_SETTINGS_HISTORY_COLLECTION = 'siteSettingsHistory';

/** settings/launch: the launch checklist's manual ticks (administrators only). */
export const LAUNCH_CHECKLIST_ID = 'launch';

/**
 * The alert functions' heartbeat: functionStatus/alerts { checkedAt }, written by the scheduled digest
 * (functions/src/alerts/heartbeat.ts, every 10 minutes) with admin rights; administrators read it (firestore.rules)
 * to show whether alert e-mails run (AdminBackend.getAlertStatus). Older than ALERT_HEARTBEAT_STALE_MINUTES (three
 * missed runs): the alerts have stopped.
 */
export const FUNCTION_STATUS_COLLECTION = 'functionStatus';
export const ALERT_HEARTBEAT_ID = 'alerts';

/** The collection the Trigger Email extension (firebase/firestore-send-email) watches. No client reads or writes it. */
export const MAIL_COLLECTION = 'mail';

/**
 * The Trigger Email extension's templates (its TEMPLATES_COLLECTION param): new_inquiry is written there by
 * `npm run mail:templates`. No client reads or writes it.
 */
export const MAIL_TEMPLATES_COLLECTION = 'mailTemplates';

/**
 * Where the current hero's files are copied in Storage, so the home page's HTML can name the picture before any
 * JavaScript runs: its display file (wider screens) and its thumbnail (phones; the display file when it has none).
 * The functions copy them whenever the hero changes, and remove them when the hero photo is deleted. Anyone may
 * get them, nobody writes them but the functions. Mirrored by storage.rules.
 */
export const HERO_COPY_PATHS = { display: 'site/hero', phone: 'site/hero-phone' } as const;

/**
 * How long a browser may keep the copy before asking again: a new background shows within this long (plus the few
 * seconds the copy takes), with no redeploy.
 */
export const HERO_COPY_MAX_AGE_SECONDS = 300;
export const HERO_COPY_CACHE_CONTROL = `public, max-age=${HERO_COPY_MAX_AGE_SECONDS}`;

/**
 * A review is written once, through a one-time link staff send by text message: #/review/{token}, where the token
 * is the id of a reviewLinks document (its length and validity: REVIEW_LINK_TOKEN_LENGTH and REVIEW_LINK_VALID_DAYS
 * in src/config/limits.ts). Mirrored by firestore.rules (isReviewToken, isNewReviewLink, isNewReview).
 * What anyone may read and what only staff may is kept in separate documents (the rules cannot hide fields):
 * - reviewLinks/{token}: what the customer's page needs (expiresAt, used, workType); anyone gets it by its token.
 * - reviewLinkDetails/{token}: who made it, when, for which inquiry and job, when it was used, for which review.
 * - reviews/{reviewId}: what visitors read of an approved review (no link, no inquiry).
 * - reviewSources/{reviewId}: the link it was written through (the rules' way from a review to its link).
 */
export const REVIEW_LINKS_COLLECTION = 'reviewLinks';
export const REVIEW_LINK_DETAILS_COLLECTION = 'reviewLinkDetails';
export const REVIEWS_COLLECTION = 'reviews';
export const REVIEW_SOURCES_COLLECTION = 'reviewSources';

/** Storage folder of review photos: reviews/{reviewId}/. */
export const REVIEW_PHOTO_FOLDER = 'reviews';

/**
 * A job groups the photos of one site. Jobs live in this collection; a job is a draft (isPublished false: staff
 * only, its photos too) until staff publish it. Its region is one of INQUIRY_REGIONS (the contact form's list), its
 * work type one of WORK_TYPES.
 */
export const JOBS_COLLECTION = 'jobs';

/**
 * Photos of a draft job wait here, with the same fields as constructionImages, until the job is published: then
 * one batch moves them into constructionImages (same id). Visitors can never read this collection, and the
 * public reads of constructionImages stay exactly as they are (they never see a draft).
 */
export const IMAGE_DRAFTS_COLLECTION = 'constructionImageDrafts';
