import { toStoredInquiryStatus } from '@/domain/stored-inquiry-status';
import type { Activity, GalleryPhoto, Inquiry, Job } from '@/domain/types';
import { orderKeyOf, type ActivityRecord, type PhotoRecord, type InquiryRecord, type JobRecord } from '../db';
import type { ReviewLinkSeed, ReviewPhotoSeed, ReviewSeed } from './review-records';

/**
 * Seeds are written in domain shape (Date, boolean, an inquiry's status in code) and turned into records here (the
 * status stored in Korean: src/domain/stored-inquiry-status.ts). For photos, `uploadedAt` is the STORED value (null
 * when the document has none), `date` the optional legacy text field, and `missing` the fields an old record does
 * not have at all (tests of legacy data).
 */
/** Fields added after the first data model (older documents lack them): a seed may leave them out, like an old document. */
type LaterPhotoFields = 'workType' | 'takenAt' | 'jobId' | 'stage';
type LaterInquiryFields = 'workType' | 'region' | 'preferredCallTime' | 'photoCount' | 'retainUntil' | 'staffNote' | 'firstContactAt';

export type PhotoSeed = Omit<GalleryPhoto, LaterPhotoFields> &
  Partial<Pick<GalleryPhoto, LaterPhotoFields>> & {
    date?: string | null;
    missing?: ('category' | 'description' | 'isFeatured' | 'isHeroImage' | 'thumbnailUrl' | 'thumbnailFileName')[];
  };
export type InquirySeed = Omit<Inquiry, LaterInquiryFields> & Partial<Pick<Inquiry, LaterInquiryFields>>;
export type ActivitySeed = Activity;
export type JobSeed = Job;

export interface DemoSeed {
  images?: PhotoSeed[];
  inquiries?: InquirySeed[];
  activities?: ActivitySeed[];
  /** Customer reviews, their links and photos: written by review-records.ts (writeReviewSeed), not writeSeed. */
  reviews?: ReviewSeed[];
  reviewLinks?: ReviewLinkSeed[];
  reviewPhotos?: ReviewPhotoSeed[];
  /** Jobs (시공 현장), and the draft photos of draft jobs (kept apart from `images`, the gallery). */
  jobs?: JobSeed[];
  imageDrafts?: PhotoSeed[];
}

function ms(date: Date | null): number | null {
  return date ? date.getTime() : null;
}

export function photoRecordOf(seed: PhotoSeed): PhotoRecord {
  const uploadedAt = ms(seed.uploadedAt);
  const record: PhotoRecord = {
    id: seed.id,
    title: seed.title,
    category: seed.category,
    ...(seed.workType !== undefined ? { workType: seed.workType } : {}),
    description: seed.description,
    ...(seed.takenAt !== undefined ? { takenAt: ms(seed.takenAt) } : {}),
    imageUrl: seed.imageUrl,
    thumbnailUrl: seed.thumbnailUrl,
    fileName: seed.fileName,
    thumbnailFileName: seed.thumbnailFileName,
    uploadedAt,
    ...(seed.date !== undefined ? { date: seed.date } : {}),
    orderKey: orderKeyOf(uploadedAt),
    uploaderUid: seed.uploaderUid,
    uploaderEmail: seed.uploaderEmail,
    isFeatured: seed.isFeatured ? 1 : 0,
    isHeroImage: seed.isHeroImage ? 1 : 0,
    ...(seed.jobId ? { jobId: seed.jobId, stage: seed.stage ?? null } : {}),
  };
  // An old record simply lacks the field (the mappers read it as absent).
  for (const field of seed.missing ?? []) delete (record as Partial<PhotoRecord>)[field];
  return record;
}

export function inquiryRecordOf(seed: InquirySeed): InquiryRecord {
  const submittedAt = ms(seed.submittedAt);
  return {
    id: seed.id,
    name: seed.name,
    email: seed.email,
    phone: seed.phone,
    message: seed.message,
    submittedAt,
    orderKey: orderKeyOf(submittedAt),
    status: toStoredInquiryStatus(seed.status),
    privacyConsentVersion: seed.privacyConsentVersion,
    privacyConsentAt: ms(seed.privacyConsentAt),
    ...(seed.workType !== undefined ? { workType: seed.workType } : {}),
    ...(seed.region !== undefined ? { region: seed.region } : {}),
    ...(seed.preferredCallTime !== undefined ? { preferredCallTime: seed.preferredCallTime } : {}),
    ...(seed.photoCount !== undefined ? { photoCount: seed.photoCount } : {}),
    ...(seed.retainUntil !== undefined ? { retainUntil: ms(seed.retainUntil) } : {}),
    ...(seed.staffNote !== undefined ? { staffNote: seed.staffNote } : {}),
    ...(seed.firstContactAt !== undefined ? { firstContactAt: ms(seed.firstContactAt) } : {}),
  };
}

export function activityRecordFromSeed(seed: ActivitySeed): ActivityRecord {
  const timestamp = ms(seed.timestamp);
  return {
    id: seed.id,
    type: seed.type,
    text: seed.text,
    timestamp,
    orderKey: orderKeyOf(timestamp),
    expireAt: ms(seed.expireAt),
    relatedId: seed.relatedId,
    userId: seed.userId,
    details: seed.details,
  };
}

export function jobRecordOf(seed: JobSeed): JobRecord {
  const createdAt = ms(seed.createdAt);
  return {
    id: seed.id,
    title: seed.title,
    region: seed.region,
    workType: seed.workType,
    periodStart: seed.periodStart,
    periodEnd: seed.periodEnd,
    areaM2: seed.areaM2,
    story: seed.story,
    priceManwon: seed.priceManwon,
    consentDate: seed.consentDate,
    isPublished: seed.isPublished ? 1 : 0,
    createdAt,
    publishedAt: ms(seed.publishedAt),
    orderKey: orderKeyOf(createdAt),
  };
}
