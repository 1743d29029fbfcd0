import {
  ACTIVITY_TYPES,
  CALL_TIMES,
  DEFAULT_PHOTO_CATEGORY,
  IMAGE_CATEGORIES,
  INITIAL_INQUIRY_STATUS,
  INQUIRY_REGIONS,
  INITIAL_REVIEW_STATUS,
  REVIEW_STATUSES,
  WORK_TYPES,
} from '@/domain/categories';
import { readUploadedAt } from '@/domain/image-date';
import { fromStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type {
  Activity,
  ActivityType,
  AdminReview,
  GalleryPhoto,
  PhotoCategory,
  Inquiry,
  PublishedReview,
  Review,
  ReviewStatus,
} from '@/domain/types';
import { placementOf } from '../shared/job-placement';

/**
 * Firestore documents → domain objects. Timestamps become Date here, at the boundary, and nothing of the SDK
 * leaves the adapter. Written against the data only (no SDK import), so the Lite SDK of the public pages and the
 * full SDK of the admin's live list share it.
 */
export type DocData = Record<string, unknown>;

interface TimestampLike {
  toDate(): Date;
}

function isTimestampLike(value: unknown): value is TimestampLike {
  return typeof value === 'object' && value !== null && typeof (value as TimestampLike).toDate === 'function';
}

export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return isTimestampLike(value) ? value.toDate() : null;
}

function text(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The value when it is one of `values`, else null (unknown or absent values of optional fields). */
function oneOfOrNull<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

function countOrZero(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
}

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

export function toPhoto(id: string, data: DocData): GalleryPhoto {
  return {
    id,
    title: text(data.title),
    category: oneOf<PhotoCategory>(IMAGE_CATEGORIES, data.category, DEFAULT_PHOTO_CATEGORY),
    workType: oneOfOrNull(WORK_TYPES, data.workType),
    description: textOrNull(data.description),
    takenAt: toDate(data.takenAt),
    imageUrl: text(data.imageUrl),
    thumbnailUrl: textOrNull(data.thumbnailUrl),
    fileName: text(data.fileName),
    thumbnailFileName: textOrNull(data.thumbnailFileName),
    // uploadedAt, or the legacy text field `date` on read.
    uploadedAt: readUploadedAt(toDate(data.uploadedAt), data.date),
    uploaderUid: textOrNull(data.uploaderUid),
    uploaderEmail: textOrNull(data.uploaderEmail),
    isFeatured: data.isFeatured === true,
    isHeroImage: data.isHeroImage === true,
    ...placementOf(data.jobId, data.stage),
  };
}

export function toInquiry(id: string, data: DocData): Inquiry {
  return {
    id,
    name: text(data.name),
    email: textOrNull(data.email),
    phone: text(data.phone),
    message: text(data.message),
    submittedAt: toDate(data.submittedAt),
    // Stored in Korean (src/domain/stored-inquiry-status.ts); an unknown value reads as a new inquiry.
    status: fromStoredInquiryStatus(data.status) ?? INITIAL_INQUIRY_STATUS,
    privacyConsentVersion: textOrNull(data.privacyConsentVersion),
    privacyConsentAt: toDate(data.privacyConsentAt),
    workType: oneOfOrNull(WORK_TYPES, data.workType),
    region: oneOfOrNull(INQUIRY_REGIONS, data.region),
    preferredCallTime: oneOfOrNull(CALL_TIMES, data.preferredCallTime),
    photoCount: countOrZero(data.photoCount),
    retainUntil: toDate(data.retainUntil),
    staffNote: textOrNull(data.staffNote),
    firstContactAt: toDate(data.firstContactAt),
  };
}

export function toActivity(id: string, data: DocData): Activity {
  const details = data.details;
  return {
    id,
    type: oneOf<ActivityType>(ACTIVITY_TYPES, data.type, 'image_update'),
    text: text(data.text),
    timestamp: toDate(data.timestamp),
    expireAt: toDate(data.expireAt),
    relatedId: textOrNull(data.relatedId),
    userId: textOrNull(data.userId),
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {},
  };
}

/** A review as its public document holds it: never the link or the inquiry (an old document may still have them). */
export function toReview(id: string, data: DocData): Review {
  return {
    id,
    rating: typeof data.rating === 'number' ? data.rating : 0,
    text: text(data.text),
    name: text(data.name),
    nameShown: data.nameShown === true,
    photoCount: countOrZero(data.photoCount),
    showOnJob: data.showOnJob === true,
    status: oneOf<ReviewStatus>(REVIEW_STATUSES, data.status, INITIAL_REVIEW_STATUS),
    createdAt: toDate(data.createdAt),
    workType: oneOfOrNull(WORK_TYPES, data.workType),
  };
}

/**
 * An approved review's public fields: also the job whose page shows it, only when its customer agreed (showOnJob;
 * the rules let staff write the job only then, and `npm run reviews:private-fields` clears it on older reviews).
 */
export function toPublicReview(id: string, data: DocData): Omit<PublishedReview, 'photoUrls'> {
  const review = toReview(id, data);
  return { ...review, jobId: review.showOnJob ? textOrNull(data.jobId) : null };
}

/**
 * A review as staff read it: the inquiry and job from its link's admin-only details; a review written before they
 * were split (no details name it) still holds both itself.
 */
export function toAdminReview(id: string, data: DocData, linkDetails: DocData | undefined): AdminReview {
  const origin = linkDetails ?? data;
  return { ...toReview(id, data), inquiryId: textOrNull(origin.inquiryId), jobId: textOrNull(origin.jobId) };
}
