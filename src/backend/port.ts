import type { Page, PageQuery } from '../domain/paging';
import type { PushDevice, PushDeviceInput, PushSetup, TestPushDelivery } from '../domain/push-devices';
import type { ResponseTimes } from '../domain/response-times';
import type {
  LaunchTickItem,
  LaunchTicks,
  PrivateSiteSettings,
  SiteSettings,
  SiteSettingsVersion,
  StoredSiteSettings,
} from '../domain/site-settings/types';
import type {
  Activity,
  AdminUser,
  GalleryPhoto,
  PhotoEdit,
  PhotoUploadInput,
  Inquiry,
  InquiryInput,
  InquiryStatus,
  WorkType,
  NotificationSettings,
  AlertStatus,
  Job,
  JobInput,
  JobPhoto,
} from '../domain/types';
import type {
  AdminReview,
  PublishedReview,
  Review,
  ReviewInput,
  ReviewLink,
  ReviewLinkRequest,
  ReviewLinkState,
  ReviewStatus,
} from '../domain/types';

/**
 * The backend port: the typed operations the product needs, and nothing of any SDK.
 * It is split in three so that a public page loads only the public part (on Firebase: Firestore Lite),
 * and the admin's heavier code (Storage, Auth, live subscriptions) stays in the admin's chunks.
 * Adapters: backend/demo (IndexedDB via Dexie) and backend/firebase.
 */

export type Unsubscribe = () => void;

/** A page of gallery photos, optionally only those of one work type (the gallery's filter, `#/projects?type=roofing`). */
export interface PhotoPageQuery extends PageQuery {
  /** Only photos with this workType; every photo when absent. */
  workType?: WorkType;
}

/** One photo a visitor attaches to an inquiry: its number (1 to the inquiry's photoCount) and the resized file. */
export interface InquiryPhotoUpload {
  number: number;
  file: Blob;
}

/** A stored inquiry photo as the admin sees it: its number and a URL the browser can show. */
export interface InquiryPhoto {
  number: number;
  url: string;
}

/** Reads and writes open to anonymous visitors. */
export interface PublicBackend {
  /**
   * Count of the gallery photos (for the gallery's page count), of one work type or all, at most
   * MAX_QUERY_LIMIT (see src/config/limits.ts). An unknown work type is BackendError invalid-argument.
   */
  countPhotos(workType?: WorkType): Promise<number>;
  /** isFeatured photos, newest first, at most `limit` (3 on the home page). */
  getFeaturedPhotos(limit: number): Promise<GalleryPhoto[]>;
  /** The photo flagged isHeroImage, or null. */
  getHeroPhoto(): Promise<GalleryPhoto | null>;
  /** A gallery page: newest first, cursor paging both ways, one-item look-ahead; within the work type when given. */
  getPhotoPage(query: PhotoPageQuery): Promise<Page<GalleryPhoto>>;
  /** One photo by id, or null when there is none. */
  getPhoto(id: string): Promise<GalleryPhoto | null>;
  /**
   * The photos just before (newer) and just after (older) the photo with this id in gallery order (both null when
   * there is no such photo), found from its stored position with two one-item cursor queries, never by reading
   * the whole collection.
   */
  getPhotoNeighbours(photoId: string): Promise<{ newer: GalleryPhoto | null; older: GalleryPhoto | null }>;
  /**
   * Other photos of the same work type as `photo`, newest first, at most `limit` (1 to MAX_PAGE_SIZE, else
   * BackendError invalid-argument; the photo page asks for RELATED_PHOTOS_LIMIT). One query of limit + 1 items of
   * that type, `photo` left out, never a read of the whole collection. [] when `photo` has no work type.
   */
  getRelatedPhotos(photo: GalleryPhoto, limit: number): Promise<GalleryPhoto[]>;
  /**
   * Creates the inquiry (status 신규, server time) and then its new_inquiry activity, whose id is the inquiry's id
   * (one per inquiry); a failure of the activity is ignored. Resolves to the new inquiry's id. The input must pass
   * the field rules (src/backend/shared/input-rules.ts), else BackendError invalid-argument.
   */
  submitInquiry(input: InquiryInput): Promise<string>;
  /**
   * Stores the photos of an inquiry just submitted, one after the other, at
   * inquiries/{inquiryId}/photo-{number}.{jpg|png|webp}, reporting progress 0-100 over all of them. Resolves with the
   * numbers of the photos that did not arrive (a refusal, a fault, no progress for the stall time-out, the browser
   * offline); never rejects for a single photo. The rules (storage.rules; the demo does the same) accept a photo
   * only while the inquiry exists and is less than INQUIRY_PHOTO_LIMITS.uploadWindowMinutes old, for numbers
   * up to its photoCount, never over a stored one. Bad arguments (not a document id; no photos or more than
   * maxFiles; a number outside 1..maxFiles or twice; a file that is not JPEG, PNG or WebP, empty or over maxBytes)
   * reject with BackendError invalid-argument before anything is sent. The storage code loads on the first call.
   */
  uploadInquiryPhotos(
    inquiryId: string,
    photos: InquiryPhotoUpload[],
    onProgress: (percent: number) => void,
  ): Promise<{ failed: number[] }>;

  // ---- Customer reviews: the customer's page (#/review/{token}) and the approved reviews visitors read ----------

  /**
   * What a review link's token opens: 'open' (with its expiry and work type) while it is unused and less than
   * REVIEW_LINK_VALID_DAYS old, else 'used', 'expired' or 'not-found' (also for a string that is not a token).
   * Nothing else of the link: who made it, for which inquiry or job, which review it gave, are staff's.
   */
  getReviewLink(token: string): Promise<ReviewLinkState>;
  /**
   * Writes the review through an open link, in one write with marking the link used (so exactly one review per
   * link), status pending, server time, the name masked unless input.showName (src/domain/review-name.ts), the
   * link's work type; staff then read the link's inquiry and job with it (AdminReview), visitors never; once
   * approved it shows under the link's job. Then its new_review activity (id = the review's id; a failure is ignored).
   * Resolves to the review's id. A used link is BackendError review-link/used, an expired one review-link/expired,
   * an unknown token not-found; input outside the field rules (input-rules.ts checkReviewInput) invalid-argument.
   */
  submitReview(token: string, input: ReviewInput): Promise<string>;
  /**
   * The photos of a review just written, like uploadInquiryPhotos: one by one to reviews/{reviewId}/photo-{number},
   * progress 0-100 over all of them, resolving with the numbers that did not arrive. The rules accept a photo only
   * while the review exists and is less than REVIEW_PHOTO_LIMITS.uploadWindowMinutes old, for numbers up to its
   * photoCount, never over a stored one; bad arguments are invalid-argument before anything is sent.
   */
  uploadReviewPhotos(reviewId: string, photos: ReviewPhotoUpload[], onProgress: (percent: number) => void): Promise<{ failed: number[] }>;
  /**
   * Approved reviews, newest first, at most `limit` (1 to MAX_PUBLIC_REVIEWS_LIMIT, else invalid-argument): never the
   * link a review was written through nor the inquiry it answers.
   */
  getApprovedReviews(limit: number): Promise<PublishedReview[]>;
  /** The approved reviews asked for one job, newest first, at most `limit` (as getApprovedReviews); none for an unknown job. */
  getJobReviews(jobId: string, limit: number): Promise<PublishedReview[]>;
  // ---- Jobs (시공 현장): what visitors read of them --------------------------------------------------------------
  /** A published job, or null: no job has that id, or it is still a draft (visitors never read drafts). */
  getJob(id: string): Promise<Job | null>;
  /**
   * The photos of a job that are in the gallery, in stage order (src/domain/jobs.ts inStageOrder: 시공 전, 중, 후,
   * then by date), at most JOB_PHOTOS_MAX; [] when none (or the id names no document). One query on jobId; a
   * job's draft photos are never among them.
   */
  getJobPhotos(jobId: string): Promise<GalleryPhoto[]>;
  /**
   * Published jobs, the last published first (publishedAt, then id, descending), at most `limit` (1 to
   * MAX_PAGE_SIZE, else invalid-argument): the gallery's 현장별 view. One query on isPublished == true (composite
   * index with publishedAt in firestore.indexes.json); never a draft.
   */
  getPublishedJobs(limit: number): Promise<Job[]>;

  // ---- Site settings (사이트 설정): the business facts and texts every public page shows ----------------------------
  /**
   * The settings visitors read: the last saved version (settings/site), or the site's first version
   * (src/config/site-defaults.ts FIRST_SITE_SETTINGS) while none was saved. One document read.
   */
  getSiteSettings(): Promise<SiteSettings>;
}

/** What saveNotificationSettings takes: the recipients, and the second alarm unless it stays as stored. */
export type NotificationSettingsInput = Omit<NotificationSettings, 'secondAlarm'> & Partial<Pick<NotificationSettings, 'secondAlarm'>>;

/** A save of the site settings: the whole of what visitors and administrators read, and the version it edits. */
export interface SiteSettingsSave {
  settings: SiteSettings;
  private: PrivateSiteSettings;
  /** The version the form was filled from: a save over a newer one is refused (settings/conflict), nothing lost. */
  baseVersion: number;
}

/** One photo of a review, as sent (its number, 1 to photoCount, and the resized file). */
export type ReviewPhotoUpload = InquiryPhotoUpload;
/** A stored review photo as the admin sees it. */
export type ReviewPhoto = InquiryPhoto;

/** Sign-in. */
export interface AuthBackend {
  /** Follows the provider's state: called with the user, or null when signed out. */
  onAuthStateChanged(listener: (user: AdminUser | null) => void): Unsubscribe;
  /** Rejects with a BackendError whose code keeps the provider's code (auth/wrong-password, ...). */
  signIn(email: string, password: string): Promise<AdminUser>;
  signOut(): Promise<void>;
}

/** What subscribeNewInquiries reports. */
export interface NewInquiriesUpdate {
  /** How many inquiries have status 신규, at most MAX_QUERY_LIMIT. */
  count: number;
  /**
   * The inquiries submitted since the subscription started that joined the 신규 set since the last report (each
   * reported once), newest first; empty on the first report, and for an inquiry that only changed back to 신규.
   */
  arrived: Inquiry[];
}

/** What subscribeNewReviews reports (as NewInquiriesUpdate, for reviews waiting for approval). */
export interface NewReviewsUpdate {
  /** How many reviews are pending, at most MAX_QUERY_LIMIT. */
  count: number;
  /** The reviews written since the subscription started that joined the pending set since the last report. */
  arrived: Review[];
}

export interface ReviewPageQuery extends PageQuery {
  /** Only reviews with this status; all when absent. */
  status?: ReviewStatus;
}

/**
 * Which inquiries a list, its count and the CSV export take: every condition given must hold (all when none).
 * Invalid values are BackendError invalid-argument (an unknown status, a time that is no Date, a period that ends
 * before it starts, a search longer than INQUIRY_SEARCH_MAX).
 */
export interface InquiryFilter {
  /** Only inquiries with this status. */
  status?: InquiryStatus;
  /** Submitted at or after this time. */
  submittedFrom?: Date;
  /** Submitted before this time (a period is [submittedFrom, submittedBefore)); inquiries with no time are in no period. */
  submittedBefore?: Date;
  /**
   * A name or phone number as staff type it: the whole name (spaces ignored), or the phone number whole or its last
   * 4, 7 or 8 digits (src/domain/inquiry-search.ts); blank means no search. Inquiries stored before search keys
   * existed match no search.
   */
  search?: string;
}

export interface InquiryPageQuery extends PageQuery, InquiryFilter {}

/**
 * Admin operations.
 * Every write requires a signed-in administrator (else BackendError auth/not-signed-in or auth/not-admin)
 * and writes its activity; a failure to log the activity is logged, never thrown.
 */
export interface AdminBackend {
  /** Live: the latest `limit` activities, newest first. */
  subscribeRecentActivities(limit: number, onChange: (activities: Activity[]) => void, onError: (error: unknown) => void): Unsubscribe;

  /** As the public countPhotos and getPhotoPage (the same optional work type filter). */
  countPhotos(workType?: WorkType): Promise<number>;
  getPhotoPage(query: PhotoPageQuery): Promise<Page<GalleryPhoto>>;
  /**
   * With `input.job` the photo is filed under that job and stage: as a draft while the job is a draft, straight
   * into the gallery when it is published. The job must exist (not-found, before anything is stored) and hold fewer
   * than JOB_PHOTOS_MAX photos of that kind (BackendError job/full).
   * Stores the display file at constructionImages/{timestamp}-{originalName} and the thumbnail beside it,
   * reporting progress 0-100 over both, then saves the document (isFeatured false, isHeroImage false,
   * uploader, uploadedAt, the work type and the EXIF date takenAt) and logs image_upload. The fields must pass
   * input-rules.ts (BackendError invalid-argument before anything is stored). On any failure no document is left and the stored files are
   * removed: BackendError upload/failed (files) or upload/metadata-failed (document). On a bad connection the file
   * transfer is given up: upload/stalled after UPLOAD_STALL_TIMEOUT_MS without progress, upload/offline when the
   * browser goes offline (both with a Korean reason as the message).
   */
  uploadPhoto(input: PhotoUploadInput, onProgress: (percent: number) => void): Promise<GalleryPhoto>;
  /** Writes title, category, work type and description (input-rules.ts); takenAt and the files stay as uploaded. */
  updatePhoto(id: string, edit: PhotoEdit): Promise<void>;
  setPhotoFeatured(id: string, isFeatured: boolean): Promise<void>;
  /**
   * One atomic batch: clears the current hero (if any, and every other photo still flagged in old data) and flags
   * this one, so exactly one photo is the hero after. On Firebase the same transaction names it in settings/hero,
   * which firestore.rules check so that no write can make a second hero.
   */
  setHeroPhoto(id: string): Promise<void>;
  /**
   * Deletes the document, logs image_delete and records its files as still to be removed, in one write; then
   * removes the files (and their records). Resolves at most FILE_REMOVAL_WAIT_MS after that write: with storage
   * reachable the files are gone by then, otherwise their removal goes on in the background and whatever stays is
   * recorded (Firebase: orphanFiles, cleaned by `npm run storage:orphans`).
   */
  deletePhoto(id: string): Promise<void>;

  /**
   * Live: the number of 신규 inquiries and the ones that just arrived (NewInquiriesUpdate), first at once, then on
   * every change. One subscription serves the whole admin (the nav badge, the dashboard, the tab title, toasts).
   */
  subscribeNewInquiries(onChange: (update: NewInquiriesUpdate) => void, onError: (error: unknown) => void): Unsubscribe;

  /** Count of the inquiries of the filter (a status alone is short for { status }; all when none), at most MAX_QUERY_LIMIT. */
  countInquiries(filter?: InquiryStatus | InquiryFilter): Promise<number>;
  getInquiryPage(query: InquiryPageQuery): Promise<Page<Inquiry>>;
  /** Sets the status; setting the current value writes nothing. */
  updateInquiryStatus(id: string, status: InquiryStatus): Promise<void>;
  /** Deletes the inquiry and its photos (Firebase: also the function on inquiry deletion, for other clients). */
  deleteInquiry(id: string): Promise<void>;
  /** One inquiry by id, or null when there is none (an id that cannot name a document names none). */
  getInquiry(id: string): Promise<Inquiry | null>;
  /**
   * Sets the admin-only staff note: trimmed, a blank note clears it (null), more than STAFF_NOTE_MAX characters is
   * BackendError invalid-argument. The same value writes nothing; a change logs an inquiry_note activity (without
   * the note's text).
   */
  updateInquiryNote(id: string, note: string | null): Promise<void>;
  /** The photos stored with an inquiry, sorted by number (none: []). An id that names no document has none. */
  getInquiryPhotos(inquiryId: string): Promise<InquiryPhoto[]>;

  // ---- The first-contact clock (Inquiry.firstContactAt) ---------------------------------------------------------
  /**
   * Records that staff reached the visitor (a tap on 전화 or 문자): the first call sets firstContactAt to the
   * server's time, every later one (or a status change that set it) keeps it. Resolves to the stored time.
   * updateInquiryStatus sets it too when an inquiry first moves past 신규. not-found when there is no such inquiry.
   */
  recordFirstContact(id: string): Promise<Date>;
  /**
   * The response figures of the inquiries submitted at or after `since` (the dashboard: this week, from Monday 00:00
   * in Korea): the newest RESPONSE_TIMES_READ_MAX of them at most (capped says when there were more).
   */
  getResponseTimes(since: Date): Promise<ResponseTimes>;
  /**
   * The inquiries still waiting for a first contact, oldest first: of the WAITING_INQUIRIES_READ_MAX oldest 신규
   * inquiries, those without firstContactAt.
   */
  listWaitingInquiries(): Promise<Inquiry[]>;

  /** Who is e-mailed when an inquiry arrives; an empty list when nothing was saved yet. */
  getNotificationSettings(): Promise<NotificationSettings>;
  /**
   * Replaces the alert recipients, and the second alarm when given (else the stored one stays). Each address is
   * trimmed and lower-cased and duplicates are dropped; an address that is not an e-mail (src/domain/text.ts
   * isEmailAddress), longer than NOTIFICATION_EMAIL_MAX or more than NOTIFICATION_RECIPIENTS_MAX distinct
   * addresses, or a second alarm that is not whole seconds 0 to SECOND_ALARM_MAX_SECONDS with a known choice, is
   * BackendError invalid-argument, and nothing is saved.
   */
  saveNotificationSettings(settings: NotificationSettingsInput): Promise<void>;
  /**
   * Whether alert e-mails are sent (AlertStatus): on Firebase by the alert functions' heartbeat (refreshed by the
   * scheduled digest every 10 minutes; 'stale' after ALERT_HEARTBEAT_STALE_MINUTES, 'not-set-up' when never written);
   * the demo sends none ('not-sent-here').
   */
  getAlertStatus(): Promise<AlertStatus>;

  // ---- Push on the staff's own devices (알림 설정 → 이 기기에서 알림 받기; docs/staff-push.md) --------------------
  // Each signed-in administrator sees and changes only their own devices (firestore.rules: staff/{uid}/pushDevices).

  /** How pushes are delivered here (Firebase: Web Push with the build's VAPID public key; the demo: locally). */
  getPushSetup(): Promise<PushSetup>;
  /** The signed-in staff member's devices, the most recently used first. */
  listPushDevices(): Promise<PushDevice[]>;
  /**
   * Adds this browser's subscription (or refreshes it: the same endpoint is the same device, its name kept, its keys
   * and lastUsedAt renewed). invalid-argument for a subscription the rules would refuse (checkPushDeviceInput), a
   * blank name or one over PUSH_DEVICE_NAME_MAX, or a new device beyond PUSH_DEVICES_MAX.
   */
  savePushDevice(input: PushDeviceInput): Promise<PushDevice>;
  /** Renames one of the staff member's devices (trimmed; the rules of savePushDevice's name); not-found when none. */
  renamePushDevice(id: string, name: string): Promise<void>;
  /** Removes one of the staff member's devices: it gets no more pushes. Removing one that is gone does nothing. */
  removePushDevice(id: string): Promise<void>;
  /**
   * Asks for a test push on that device (and counts as its use): Firebase sends it through the push service
   * ('sent-by-server', by the function onPushDeviceWritten); the demo has no server ('show-here': the page shows it).
   * not-found when there is no such device.
   */
  requestTestPush(id: string): Promise<TestPushDelivery>;

  // ---- Customer reviews ------------------------------------------------------------------------------------------

  /**
   * A new one-time review link (a token of 192 random bits), valid REVIEW_LINK_VALID_DAYS, for an inquiry, a job or
   * neither; an inquiry or job that does not exist is not-found. Nothing is logged: the text message is not sent yet.
   */
  createReviewLink(request: ReviewLinkRequest): Promise<ReviewLink>;
  /** Count of the reviews (of one status, or all), at most MAX_QUERY_LIMIT. */
  countReviews(status?: ReviewStatus): Promise<number>;
  /** A page of reviews, newest first (createdAt desc, id desc), optionally of one status, each with the inquiry and job it was asked for. */
  getReviewPage(query: ReviewPageQuery): Promise<Page<AdminReview>>;
  /** Approves, hides or sets back to pending; the same status writes nothing; a change logs review_status_change. */
  setReviewStatus(id: string, status: ReviewStatus): Promise<void>;
  /** Deletes the review and its photos and logs review_delete (not-found when there is none). */
  deleteReview(id: string): Promise<void>;
  /** The photos stored with a review, by number (none, or an id that names no review: []). */
  getReviewPhotos(reviewId: string): Promise<ReviewPhoto[]>;
  /** Live: the number of pending reviews and the ones just written, like subscribeNewInquiries. */
  subscribeNewReviews(onChange: (update: NewReviewsUpdate) => void, onError: (error: unknown) => void): Unsubscribe;
  // ---- Jobs (시공 현장) ------------------------------------------------------------------------------------------
  // A job groups the photos of one site. A photo is filed under a job with uploadPhoto (input.job); while the job is
  // a draft its photos are drafts too: stored apart from the gallery (Firebase: IMAGE_DRAFTS_COLLECTION, which the
  // rules keep from visitors), so no public read ever meets one. updatePhoto and deletePhoto work on
  // drafts as on gallery photos; the featured and hero flags are for gallery photos only (a draft is not-found).

  /** Jobs, drafts included, newest first (createdAt), at most `limit` (1 to MAX_PAGE_SIZE, else invalid-argument). */
  listJobs(limit: number): Promise<Job[]>;
  /** One job, draft or published, or null when there is none. */
  getJob(id: string): Promise<Job | null>;
  /** Every photo of a job, in the gallery or draft (isDraft), in stage order; at most JOB_PHOTOS_MAX of each. */
  getJobPhotos(jobId: string): Promise<JobPhoto[]>;
  /**
   * A new job, as a draft (isPublished false, createdAt server time); logs job_create. The fields must pass
   * input-rules.ts checkJobInput (BackendError invalid-argument before anything is written).
   */
  createJob(input: JobInput): Promise<Job>;
  /**
   * Rewrites a job's fields (checkJobInput), not its state; logs job_update. not-found when there is no such job. The
   * consent of a published job that has one cannot be removed (BackendError job/no-consent); a job published before
   * consents were recorded may get one.
   */
  updateJob(id: string, input: JobInput): Promise<void>;
  /**
   * Publishes a job in ONE batch: the job (isPublished, publishedAt: server time; a published job stays as it is)
   * and every draft photo of it, moved into the gallery under the same id with uploadedAt = now and the publishing
   * administrator as its uploader, so they appear together, newest in the gallery; with job_publish logged in the
   * same batch. A draft job needs the customer's consent to publication: its stored consentDate, or `consentDate`
   * ('YYYY-MM-DD', src/domain/job-consent.ts), recorded in the same batch (it replaces a stored one); without either,
   * BackendError job/no-consent before any write (firestore.rules refuse it too). A published job with no drafts
   * writes nothing. not-found when there is no such job; a malformed consentDate invalid-argument.
   */
  publishJob(id: string, consentDate?: string): Promise<void>;

  // ---- Site settings (사이트 설정) ----------------------------------------------------------------------------------
  /** The settings with their administrators-only part and version (version 0 and the first version before any save). */
  getStoredSiteSettings(): Promise<StoredSiteSettings>;
  /**
   * Saves a new version (the stored version + 1) in one write with its history entry and its settings_update
   * activity, and resolves to what is now stored. Texts are trimmed first; settings that break the rule
   * (src/domain/site-settings/rules.ts) are BackendError invalid-argument (its message the first problem, in
   * Korean) and nothing is saved; so is a save whose baseVersion is not the stored version (settings/conflict).
   * A change of the privacy officer or the processors starts a new consent version: the day of the save in Korea
   * ('2026-11-28', then '2026-11-28-2' …), the policy's effective date that day, the version before kept as
   * previousConsentVersion; otherwise the stored consent version stays (whatever the input says of it).
   * A save that changes nothing writes nothing and resolves to what is stored.
   */
  saveSiteSettings(save: SiteSettingsSave): Promise<StoredSiteSettings>;
  /** The saved versions, newest first, at most `limit` (1 to MAX_PAGE_SIZE, else invalid-argument). */
  listSiteSettingsVersions(limit: number): Promise<SiteSettingsVersion[]>;
  /**
   * Brings back the settings of an earlier `version` as a new version (saveSiteSettings' rules, consent included;
   * restoredFrom in its history and activity). not-found for a version that was never saved, settings/conflict
   * when baseVersion is not the stored version.
   */
  restoreSiteSettings(version: number, baseVersion: number): Promise<StoredSiteSettings>;
  /** The launch checklist's manual ticks (each the time it was ticked, or null). */
  getLaunchTicks(): Promise<LaunchTicks>;
  /** Ticks (now) or clears one item; resolves to every tick. */
  setLaunchTick(item: LaunchTickItem, done: boolean): Promise<LaunchTicks>;
}

/** What an adapter module provides: each part is created on first use. */
export interface BackendAdapter {
  readonly kind: 'demo' | 'firebase';
  publicBackend(): Promise<PublicBackend>;
  authBackend(): Promise<AuthBackend>;
  adminBackend(): Promise<AdminBackend>;
}
