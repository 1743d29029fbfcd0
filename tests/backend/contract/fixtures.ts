import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import type { PhotoUploadInput, InquiryInput, JobInput } from '@/domain/types';
import type { ActivityDoc, PhotoDoc, InquiryDoc, JobDoc } from './harness';

/**
 * Documents for seeding. Item n gets id "img-NN" (two digits, so id order = n order) and a time n hours after
 * BASE_TIME: the higher n, the newer. Lists are newest first, so `ids(...)` helpers list them from high to low.
 */
export const BASE_TIME = Date.UTC(2025, 0, 1, 0, 0, 0);
const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function hoursAfterBase(n: number): Date {
  return new Date(BASE_TIME + n * HOUR_MS);
}

export function photoId(n: number): string {
  return `img-${pad(n)}`;
}

export function photoDoc(n: number, overrides: Partial<PhotoDoc> = {}): PhotoDoc {
  const id = overrides.id ?? photoId(n);
  return {
    id,
    title: `시공 사례 ${n}`,
    category: n % 4 === 0 ? 'AS' : '지보공사',
    workType: null,
    takenAt: null,
    description: n % 3 === 0 ? null : `설명 ${n}`,
    imageUrl: `https://example.test/${id}.webp`,
    thumbnailUrl: `https://example.test/${id}-thumb.webp`,
    fileName: `1700000000000-${id}.webp`,
    thumbnailFileName: `1700000000000-thumb-${id}.webp`,
    uploadedAt: hoursAfterBase(n),
    uploaderUid: 'seed-uid',
    uploaderEmail: 'seed@example.com',
    isFeatured: false,
    isHeroImage: false,
    ...overrides,
  };
}

/** Images 1..count. */
export function photoDocs(count: number, overrides: (n: number) => Partial<PhotoDoc> = () => ({})): PhotoDoc[] {
  return Array.from({ length: count }, (_, index) => photoDoc(index + 1, overrides(index + 1)));
}

/** Ids of photos from..to (inclusive), newest first: photoIdsDesc(20, 12) = img-20 ... img-12. */
export function photoIdsDesc(from: number, to: number): string[] {
  const ids: string[] = [];
  for (let n = from; n >= to; n -= 1) ids.push(photoId(n));
  return ids;
}

export function inquiryId(n: number): string {
  return `inq-${pad(n)}`;
}

export function inquiryDoc(n: number, overrides: Partial<InquiryDoc> = {}): InquiryDoc {
  const submittedAt = overrides.submittedAt === undefined ? hoursAfterBase(n) : overrides.submittedAt;
  return {
    id: inquiryId(n),
    name: `문의자${n}`,
    email: n % 2 === 0 ? null : `person${n}@example.com`,
    phone: `010-0000-${String(n).padStart(4, '0')}`,
    message: `문의 내용 ${n}`,
    submittedAt,
    status: 'new',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    privacyConsentAt: submittedAt,
    workType: null,
    region: null,
    preferredCallTime: null,
    photoCount: 0,
    retainUntil: null,
    staffNote: null,
    firstContactAt: null,
    ...overrides,
  };
}

export function inquiryIdsDesc(from: number, to: number): string[] {
  const ids: string[] = [];
  for (let n = from; n >= to; n -= 1) ids.push(inquiryId(n));
  return ids;
}

export function activityDoc(n: number, overrides: Partial<ActivityDoc> = {}): ActivityDoc {
  const timestamp = hoursAfterBase(n);
  return {
    id: `act-${pad(n)}`,
    type: 'image_update',
    text: `활동 ${n}`,
    timestamp,
    expireAt: new Date(timestamp.getTime() + 90 * DAY_MS),
    relatedId: photoId(n),
    userId: 'seed-uid',
    details: { title: `시공 사례 ${n}` },
    ...overrides,
  };
}

/** What a visitor sends with the inquiry form (no photos). */
export function visitorInquiry(name: string, phone = '010-5555-6666'): InquiryInput {
  return {
    name,
    email: null,
    phone,
    message: '지붕에서 물이 샙니다.',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    workType: null,
    region: null,
    preferredCallTime: null,
    photoCount: 0,
  };
}

/** A small upload: a display "file" and a thumbnail. */
export function uploadInput(title = '새 시공 사진'): PhotoUploadInput {
  return {
    display: new Blob([new Uint8Array(64 * 1024)], { type: 'image/webp' }),
    thumbnail: new Blob([new Uint8Array(8 * 1024)], { type: 'image/webp' }),
    originalName: 'roof.jpg',
    title,
    category: 'AS',
    workType: null,
    description: '업로드 설명',
    takenAt: null,
  };
}

export function jobId(n: number): string {
  return `job-${pad(n)}`;
}

/** Job n: published unless overridden, created n hours after BASE_TIME. */
export function jobDoc(n: number, overrides: Partial<JobDoc> = {}): JobDoc {
  const isPublished = overrides.isPublished ?? true;
  return {
    id: jobId(n),
    title: `원주 단독주택 지붕 교체 ${n}`,
    region: '원주시',
    workType: 'roofing',
    periodStart: '2025-09',
    periodEnd: '2025-10',
    areaM2: 120.5,
    story: `현장 이야기 ${n}`,
    priceManwon: null,
    // Every sample job has its customer's consent to publication (the consent tests take it away).
    consentDate: '2025-10-20',
    isPublished,
    createdAt: hoursAfterBase(n),
    publishedAt: isPublished ? hoursAfterBase(n + 1) : null,
    ...overrides,
  };
}

/** What staff type for a new job. */
export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: '춘천 상가 옥상 방수',
    region: '춘천시',
    workType: 'waterproofing',
    periodStart: '2026-03',
    periodEnd: '2026-04',
    areaM2: null,
    story: '오래된 방수층을 걷어내고 우레탄 방수로 마감했습니다.',
    priceManwon: null,
    consentDate: null,
    ...overrides,
  };
}
