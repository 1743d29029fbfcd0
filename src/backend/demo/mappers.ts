import { CALL_TIMES, DEFAULT_IMAGE_CATEGORY, IMAGE_CATEGORIES, INQUIRY_REGIONS, REVIEW_STATUSES, WORK_TYPES } from '@/config/constants';
import { readUploadedAt } from '@/domain/image-date';
import type { Activity, ActivityType, ConstructionImage, ImageCategory, Inquiry, InquiryStatus, Review } from '@/domain/types';
import { placementOf } from '../shared/job-placement';
import type { ActivityRecord, ImageRecord, InquiryRecord, ReviewRecord } from './db';

/** The value when it is one of `values`, else null (unknown or absent values of optional fields). */
function oneOfOrNull<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/** Record → domain. Records keep ms numbers and 0/1 flags; the domain gets Date and boolean. */

function toDate(ms: number | null | undefined): Date | null {
  return typeof ms === 'number' ? new Date(ms) : null;
}

/** `urls` are the record's imageUrl and thumbnailUrl already resolved by the file store. */
export function toImage(record: ImageRecord, imageUrl: string, thumbnailUrl: string | null): ConstructionImage {
  return {
    id: record.id,
    title: record.title,
    // An old record without a (known) category reads as the default one, as on Firebase.
    category: (IMAGE_CATEGORIES as readonly string[]).includes(record.category)
      ? (record.category as ImageCategory)
      : DEFAULT_IMAGE_CATEGORY,
    workType: oneOfOrNull(WORK_TYPES, record.workType),
    description: record.description ?? null,
    takenAt: toDate(record.takenAt),
    imageUrl,
    thumbnailUrl,
    fileName: record.fileName,
    thumbnailFileName: record.thumbnailFileName ?? null,
    uploadedAt: readUploadedAt(toDate(record.uploadedAt), record.date),
    uploaderUid: record.uploaderUid ?? null,
    uploaderEmail: record.uploaderEmail ?? null,
    isFeatured: record.isFeatured === 1,
    isHeroImage: record.isHeroImage === 1,
    ...placementOf(record.jobId, record.stage),
  };
}

export function toInquiry(record: InquiryRecord): Inquiry {
  return {
    id: record.id,
    name: record.name,
    email: record.email ?? null,
    phone: record.phone,
    message: record.message,
    submittedAt: toDate(record.submittedAt),
    status: record.status as InquiryStatus,
    privacyConsentVersion: record.privacyConsentVersion ?? null,
    privacyConsentAt: toDate(record.privacyConsentAt),
    workType: oneOfOrNull(WORK_TYPES, record.workType),
    region: oneOfOrNull(INQUIRY_REGIONS, record.region),
    preferredCallTime: oneOfOrNull(CALL_TIMES, record.preferredCallTime),
    photoCount: record.photoCount ?? 0,
    retainUntil: toDate(record.retainUntil),
    staffNote: record.staffNote ?? null,
    firstContactAt: toDate(record.firstContactAt),
  };
}

export function toActivity(record: ActivityRecord): Activity {
  return {
    id: record.id,
    type: record.type as ActivityType,
    text: record.text,
    timestamp: toDate(record.timestamp),
    expireAt: toDate(record.expireAt),
    relatedId: record.relatedId ?? null,
    userId: record.userId ?? null,
    details: record.details ?? {},
  };
}

export function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    rating: record.rating,
    text: record.text,
    name: record.name,
    nameShown: record.nameShown === true,
    photoCount: record.photoCount ?? 0,
    status: oneOfOrNull(REVIEW_STATUSES, record.status) ?? 'pending',
    createdAt: toDate(record.createdAt),
    inquiryId: record.inquiryId ?? null,
    jobId: record.jobId ?? null,
    workType: oneOfOrNull(WORK_TYPES, record.workType),
  };
}
