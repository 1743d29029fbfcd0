import type { SECOND_ALARM_OUTSIDE_HOURS } from '../config/lead-response.js';
import type {
  ACTIVITY_TYPES,
  CALL_TIMES,
  IMAGE_CATEGORIES,
  INQUIRY_REGIONS,
  INQUIRY_STATUSES,
  JOB_STAGES,
  REVIEW_STATUSES,
  WORK_TYPES,
} from './categories.js';

/** Plain domain types that cross the backend port. No SDK types (Timestamp, DocumentSnapshot) ever appear here. */

export type PhotoCategory = (typeof IMAGE_CATEGORIES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export type WorkType = (typeof WORK_TYPES)[number];
export type InquiryRegion = (typeof INQUIRY_REGIONS)[number];
export type CallTime = (typeof CALL_TIMES)[number];

/** A document of the constructionImages collection. */
export interface GalleryPhoto {
  id: string;
  title: string;
  category: PhotoCategory;
  /** The kind of work shown (WORK_TYPES); null on photos made before work types existed. */
  workType: WorkType | null;
  description: string | null;
  /** When the photo was taken (its EXIF date, read at upload); null when the file had none. */
  takenAt: Date | null;
  /** Download URL of the display version (long side at most 1920 px). */
  imageUrl: string;
  /** Download URL of the thumbnail (long side at most 640 px); null for records made before thumbnails existed. */
  thumbnailUrl: string | null;
  /** Timestamp-prefixed original file name: the display file lives at constructionImages/{fileName}. */
  fileName: string;
  /** Thumbnail file name in the same folder, or null. */
  thumbnailFileName: string | null;
  /** uploadedAt, or on read the text field `date` as a fallback; null when neither exists. */
  uploadedAt: Date | null;
  uploaderUid: string | null;
  uploaderEmail: string | null;
  isFeatured: boolean;
  isHeroImage: boolean;
  /** The job (시공 현장) the photo belongs to, and its stage there; both null when it belongs to none. */
  jobId: string | null;
  stage: JobStage | null;
}

/** A document of the inquiries collection. */
export interface Inquiry {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  message: string;
  submittedAt: Date | null;
  status: InquiryStatus;
  /** Version of the privacy notice the visitor agreed to, and when (server time). */
  privacyConsentVersion: string | null;
  privacyConsentAt: Date | null;
  /** Optional details the visitor chose (null when not chosen, or on older inquiries). */
  workType: WorkType | null;
  region: InquiryRegion | null;
  preferredCallTime: CallTime | null;
  /** Photos the visitor sent with it (stored at inquiries/{id}/photo-{1..n}); 0 when none. */
  photoCount: number;
  /** When the inquiry and its photos are deleted (submission + INQUIRY_RETENTION_DAYS); null on older inquiries. */
  retainUntil: Date | null;
  /** Admin-only note ("다음 주 화요일 현장 방문"); null when none. */
  staffNote: string | null;
  /**
   * When staff first reached the visitor: the first tap on 전화 or 문자 in the admin, or the first move past 신규,
   * whichever came first (server time; never before submittedAt, never changed after). Null while nobody has.
   */
  firstContactAt: Date | null;
}

/** What a visitor sends from the contact form (already trimmed and validated). */
export interface InquiryInput {
  name: string;
  email: string | null;
  phone: string;
  message: string;
  privacyConsentVersion: string;
  workType: WorkType | null;
  region: InquiryRegion | null;
  preferredCallTime: CallTime | null;
  /** How many photos will be sent right after the inquiry is saved (0 to INQUIRY_PHOTO_LIMITS.maxFiles). */
  photoCount: number;
}

/** A document of the activities collection. */
export interface Activity {
  id: string;
  type: ActivityType;
  text: string;
  timestamp: Date | null;
  expireAt: Date | null;
  relatedId: string | null;
  userId: string | null;
  details: Record<string, unknown>;
}

/**
 * Who is told when an inquiry arrives (settings/notifications on Firebase). The alert function e-mails every
 * address through the Trigger Email extension; the demo only stores the list.
 */
export interface NotificationSettings {
  /** Trimmed, lower-case, distinct e-mail addresses; at most NOTIFICATION_RECIPIENTS_MAX. Empty: nobody. */
  emailRecipients: string[];
  /** The second alarm for an inquiry nobody has reached (src/domain/second-alarm.ts). */
  secondAlarm: SecondAlarmSettings;
}

/** When the second alarm rings: `afterSeconds` (0: never, at most SECOND_ALARM_MAX_SECONDS) without a first contact. */
export interface SecondAlarmSettings {
  afterSeconds: number;
  outsideHours: SecondAlarmOutsideHours;
}
export type SecondAlarmOutsideHours = (typeof SECOND_ALARM_OUTSIDE_HOURS)[number];

/** The signed-in account. isAdmin is the administrator flag (a custom claim on Firebase). */
export interface AdminUser {
  uid: string;
  email: string | null;
  isAdmin: boolean;
}

/** Editable fields of a gallery photo (update title, category, description; and the work type). */
export interface PhotoEdit {
  title: string;
  category: PhotoCategory;
  workType: WorkType | null;
  description: string | null;
}

/** A new gallery photo ready to upload: the browser has already made the display version and the thumbnail. */
export interface PhotoUploadInput {
  display: Blob;
  thumbnail: Blob;
  /** The file name the user chose, e.g. "roof.jpg"; the stored name becomes {timestamp}-{original name}. */
  originalName: string;
  title: string;
  category: PhotoCategory;
  workType: WorkType | null;
  description: string | null;
  /** The photo's EXIF shooting date, when the browser could read one. */
  takenAt: Date | null;
  /** The job and stage to file the photo under (a draft while the job is one); none when absent or null. */
  job?: JobPlacement | null;
}

// ---- Jobs (시공 현장) --------------------------------------------------------------------------------------------

export type JobStage = (typeof JOB_STAGES)[number];

/**
 * A job (시공 현장): the photos of one site under a title, region, work type, period, optional area and a short
 * story. A draft (isPublished false) and its photos are seen by staff only; publishing shows the whole job at once.
 */
export interface Job {
  id: string;
  title: string;
  region: InquiryRegion;
  workType: WorkType;
  /** First and last month of the work, 'YYYY-MM'; periodEnd is not before periodStart. */
  periodStart: string;
  periodEnd: string;
  /** The area worked on, in ㎡; null when not given. */
  areaM2: number | null;
  /** A few sentences on the site: what was wrong, what was done. May be empty. */
  story: string;
  /**
   * What the work cost, in 만원 (a whole number, JOB_LIMITS.priceManwonMin to priceManwonMax), as staff entered it;
   * null when not given (then no page mentions a price). Shown as "공사비 약 1,200만 원" (src/domain/jobs.ts).
   */
  priceManwon: number | null;
  /**
   * The day the customer agreed to the job's publication (photos of their house with the region and the story),
   * 'YYYY-MM-DD' as staff recorded it; null when not recorded. A draft cannot be published without it (both adapters
   * and firestore.rules). Jobs published before it existed may lack it (docs/jobs-on-the-site.md).
   */
  consentDate: string | null;
  isPublished: boolean;
  createdAt: Date | null;
  /** When it was (last) published; null for a draft. */
  publishedAt: Date | null;
}

/** What staff write for a job (createJob, updateJob): its fields, not its state or times. */
export type JobInput = Pick<
  Job,
  'title' | 'region' | 'workType' | 'periodStart' | 'periodEnd' | 'areaM2' | 'story' | 'priceManwon' | 'consentDate'
>;

/** Where a photo belongs: a job and the photo's stage there. */
export interface JobPlacement {
  jobId: string;
  stage: JobStage;
}

/** A photo of a job as staff see it: in the gallery, or a draft (비공개) until its job is published. */
export interface JobPhoto extends GalleryPhoto {
  isDraft: boolean;
}

// ---- Customer reviews ----------------------------------------------------------------------------------------

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A review as its public document holds it: what a customer wrote through a one-time review link. The name is
 * stored as it is shown: masked (김○○, src/domain/review-name.ts) unless the customer agreed to show it, so a public
 * review never holds a full name the customer did not want shown. The work type is copied from the link. Where it
 * came from (the link, the inquiry) is never in it: staff read that as an AdminReview.
 */
export interface Review {
  id: string;
  rating: number;
  text: string;
  /** As shown: the full name (nameShown) or its masked form. */
  name: string;
  nameShown: boolean;
  /** Photos the customer sent (stored at reviews/{id}/photo-{1..n}); 0 when none. */
  photoCount: number;
  /**
   * Whether the customer agreed to the review being shown on the page of the job it was asked for (the review form's
   * optional tick). Without it the review never shows on a job page, and its public copy never names the job; it
   * may still show where reviews show on their own (the required 후기 게시 동의 covers that). Old reviews: false.
   */
  showOnJob: boolean;
  status: ReviewStatus;
  createdAt: Date | null;
  workType: WorkType | null;
}

/**
 * An approved review as visitors read it: the job whose page shows it (null for none), and the addresses of its
 * photos (in number order). Never the link it was written through nor the inquiry it answers.
 */
export interface PublishedReview extends Review {
  jobId: string | null;
  photoUrls: string[];
}

/** A review as staff read it: also the inquiry or job it was asked for (both null for a link made on its own). */
export interface AdminReview extends Review {
  inquiryId: string | null;
  jobId: string | null;
}

/** What a customer sends from the review page (already trimmed and validated). */
export interface ReviewInput {
  rating: number;
  text: string;
  /** The customer's name as typed; stored masked unless showName. */
  name: string;
  showName: boolean;
  /** The customer agreed to the review being shown on its job's page (optional; Review.showOnJob). */
  showOnJob: boolean;
  /** How many photos will be sent right after the review is saved (0 to REVIEW_PHOTO_LIMITS.maxFiles). */
  photoCount: number;
}

/** What staff ask a review for: an inquiry, a job, or neither (a link made on its own); the work type shown with it. */
export interface ReviewLinkRequest {
  inquiryId: string | null;
  jobId: string | null;
  workType: WorkType | null;
}

/** A review link just made: its token (the path #/review/{token}) and when it stops working. */
export interface ReviewLink extends ReviewLinkRequest {
  token: string;
  expiresAt: Date;
}

/**
 * A review link as staff know it (Firebase keeps it in two documents named by the token: the public reviewLinks and
 * the admin-only reviewLinkDetails); usedAt and reviewId null while unused.
 */
export interface StoredReviewLink extends ReviewLinkRequest {
  token: string;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;
  reviewId: string | null;
  /** The administrator who made it. */
  createdBy: string;
}

/** What the customer's page learns from a token. */
export type ReviewLinkState =
  { state: 'open'; expiresAt: Date; workType: WorkType | null } | { state: 'used' } | { state: 'expired' } | { state: 'not-found' };

/**
 * Whether the alert e-mails run (AdminBackend.getAlertStatus): 'running' while the alert functions' heartbeat is
 * recent, 'stale' when it stopped (checkedAt: the last one), 'not-set-up' when no heartbeat was ever written (the
 * alert functions were never deployed: `--without-alerts`, or the emulators), 'not-sent-here' where no backend sends
 * e-mail at all (the demo).
 */
export type AlertStatus =
  { state: 'running'; checkedAt: Date } | { state: 'stale'; checkedAt: Date } | { state: 'not-set-up' } | { state: 'not-sent-here' };
