import { DEFAULT_PHOTO_CATEGORY, IMAGE_CATEGORIES, REVIEW_STATUSES, WORK_TYPES } from '@/domain/categories';
import { readUploadedAt } from '@/domain/image-date';
import type { Activity, ActivityType, AdminReview, GalleryPhoto, PhotoCategory, Review } from '@/domain/types';
import { placementOf } from '../shared/job-placement';
import type { ActivityRecord, PhotoRecord, ReviewRecord } from './db';

/** The value when it is one of `values`, else null (unknown or absent values of optional fields). */
export function oneOfOrNull<T extends string>(values: readonly T[], value: unknown): T | null {
  return values.includes(value as T) ? (value as T) : null;
}

/** Record → domain. Records keep ms numbers and 0/1 flags; the domain gets Date and boolean. */

export function toDate(ms: number | null | undefined): Date | null {
  return typeof ms === 'number' ? new Date(ms) : null;
}

/** `urls` are the record's imageUrl and thumbnailUrl already resolved by the file store. */
export function toPhoto(record: PhotoRecord, imageUrl: string, thumbnailUrl: string | null): GalleryPhoto {
  return {
    id: record.id,
    title: record.title,
    // An old record without a (known) category reads as the default one, as on Firebase.
    category: (IMAGE_CATEGORIES as readonly string[]).includes(record.category)
      ? (record.category as PhotoCategory)
      : DEFAULT_PHOTO_CATEGORY,
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

/** A review as its public document holds it: never the link or the inquiry. */
export function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    rating: record.rating,
    text: record.text,
    name: record.name,
    nameShown: record.nameShown === true,
    photoCount: record.photoCount ?? 0,
    showOnJob: record.showOnJob === true,
    status: oneOfOrNull(REVIEW_STATUSES, record.status) ?? 'pending',
    createdAt: toDate(record.createdAt),
    workType: oneOfOrNull(WORK_TYPES, record.workType),
  };
}

/** A review as staff read it: also the inquiry and job it was asked for. */
export function toAdminReview(record: ReviewRecord): AdminReview {
  return { ...toReview(record), inquiryId: record.inquiryId ?? null, jobId: record.jobId ?? null };
}
