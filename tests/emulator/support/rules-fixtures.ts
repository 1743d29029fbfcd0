import { Timestamp, serverTimestamp, type DocumentData } from 'firebase/firestore';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { activityDrafts, activityExpiry, type ActivityDraft } from '@/domain/activity';
import { inquiryRetainUntil } from '@/domain/inquiry-photos';
import { RULES_PROJECT } from './emulator-env';
import { ADMIN_UID } from './rules-env';

/** Documents for the rules tests, shaped like what the adapter writes (src/backend/firebase). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A download URL of a file of the project's default Storage bucket, as getDownloadURL returns it
 * (https://firebasestorage.googleapis.com/v0/b/BUCKET/o/ENCODED_PATH?alt=media&token=UUID).
 */
export function storageUrl(path: string, bucket = `${RULES_PROJECT}.appspot.com`): string {
  return `https://firebasestorage.googleapis.com/v0/b/${bucket}/o/${encodeURIComponent(path)}?alt=media&token=0b6c1f0e-5a2d-4c8e-9f3a-7d2e1b4c6a90`;
}

export function storedImage(): DocumentData {
  return {
    title: '지붕 공사',
    category: '지보공사',
    description: null,
    imageUrl: storageUrl('constructionImages/1700000000000-a.jpg'),
    thumbnailUrl: storageUrl('constructionImages/1700000000000-thumb-a.webp'),
    fileName: '1700000000000-a.jpg',
    thumbnailFileName: '1700000000000-thumb-a.webp',
    uploadedAt: Timestamp.now(),
    uploaderUid: ADMIN_UID,
    uploaderEmail: 'admin@example.com',
    isFeatured: false,
    isHeroImage: false,
  };
}

/** A new image as uploadPhoto writes it (server time; no work type, no shooting date unless overridden). */
export function newImage(overrides: DocumentData = {}): DocumentData {
  return { ...storedImage(), workType: null, takenAt: null, uploadedAt: serverTimestamp(), ...overrides };
}

/** A new inquiry as submitInquiry writes it. */
export function newInquiry(overrides: DocumentData = {}): DocumentData {
  return {
    name: '홍길동',
    email: 'hong@example.com',
    phone: '010-1234-5678',
    message: '지붕 누수 점검 부탁드립니다.',
    submittedAt: serverTimestamp(),
    status: '신규',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    privacyConsentAt: serverTimestamp(),
    workType: null,
    region: null,
    preferredCallTime: null,
    photoCount: 0,
    retainUntil: Timestamp.fromDate(inquiryRetainUntil(new Date())),
    ...overrides,
  };
}

/** An activity as src/backend/firebase/activity-log.ts writes it. */
export function activityFields(draft: ActivityDraft, overrides: DocumentData = {}): DocumentData {
  return {
    type: draft.type,
    text: draft.text,
    relatedId: draft.relatedId,
    userId: draft.userId,
    details: draft.details,
    timestamp: serverTimestamp(),
    expireAt: Timestamp.fromDate(activityExpiry(new Date())),
    ...overrides,
  };
}

/** The new_inquiry activity of the seeded inquiry inq-1 (name 홍길동, e-mail hong@example.com). */
export function inquiryActivity(overrides: DocumentData = {}): DocumentData {
  return activityFields(activityDrafts.newInquiry('inq-1', '홍길동', 'hong@example.com'), overrides);
}
