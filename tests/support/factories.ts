import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import type { GalleryPhoto, Inquiry, InquiryStatus, Job } from '@/domain/types';

/**
 * The domain objects tests build, in one module: a test states only what its case is about and takes the rest
 * from here. Numbered builders give distinct, readable values (시공 사례 3, 문의자 3) and keep "newest first" order
 * by index.
 */

/** A gallery photo as a visitor's read returns it: #1 is the newest. */
export function makePhoto(index: number, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  const day = String((index % 28) + 1).padStart(2, '0');
  return {
    id: `work-${String(index).padStart(2, '0')}`,
    title: `시공 사례 ${index}`,
    category: index % 3 === 0 ? 'AS' : '지보공사',
    workType: null,
    takenAt: null,
    description: `설명 ${index}`,
    imageUrl: `demo/works/work-${index}.webp`,
    thumbnailUrl: `demo/works/work-${index}-thumb.webp`,
    fileName: `1-work-${index}.webp`,
    thumbnailFileName: `1-thumb-work-${index}.webp`,
    uploadedAt: new Date(
      `20${String(30 - Math.floor(index / 12)).padStart(2, '0')}-${String(12 - (index % 12)).padStart(2, '0')}-${day}T10:00:00Z`,
    ),
    uploaderUid: null,
    uploaderEmail: null,
    isFeatured: false,
    isHeroImage: false,
    jobId: null,
    stage: null,
    ...overrides,
  };
}

export function makePhotos(count: number): GalleryPhoto[] {
  return Array.from({ length: count }, (_, index) => makePhoto(index + 1));
}

/** A photo as the admin's image screen lists it (its uploader, a camera's file name): #1 is the newest. */
export function makeAdminPhoto(index: number, overrides: Partial<GalleryPhoto> = {}): GalleryPhoto {
  return makePhoto(index, {
    id: `img-${String(index).padStart(3, '0')}`,
    title: `시공 사진 ${index}`,
    category: index % 2 === 0 ? '지보공사' : 'AS',
    description: null,
    imageUrl: `https://example.test/display-${index}.webp`,
    thumbnailUrl: `https://example.test/thumb-${index}.webp`,
    fileName: `1700000000000-photo-${index}.jpg`,
    thumbnailFileName: null,
    // Newest first: image 1 is the newest.
    uploadedAt: new Date(Date.UTC(2024, 0, 1) - index * 86_400_000),
    uploaderUid: 'admin',
    uploaderEmail: 'admin@example.com',
    ...overrides,
  });
}

/** `count` admin gallery photos: #1 (newest) is the hero, #2 is featured. */
export function seedPhotos(count: number): GalleryPhoto[] {
  return Array.from({ length: count }, (_, i) => makeAdminPhoto(i + 1, { isHeroImage: i === 0, isFeatured: i === 1 }));
}

/** A job: published unless overridden. */
export function makeJob(index: number, overrides: Partial<Job> = {}): Job {
  return {
    id: `job-${index}`,
    title: `강릉 주택 지붕 교체 ${index}`,
    region: '강릉시',
    workType: 'roofing',
    periodStart: '2026-10',
    periodEnd: '2026-11',
    areaM2: null,
    story: '',
    priceManwon: null,
    consentDate: '2026-11-02',
    isPublished: true,
    createdAt: new Date(Date.UTC(2026, 9, index)),
    publishedAt: new Date(Date.UTC(2026, 10, index)),
    ...overrides,
  };
}

/** The published job a homeowner opens from a shared link in the job page's and the photo page's tests. */
export const WONJU_JOB: Job = makeJob(0, {
  id: 'job-wonju',
  title: '원주 단독주택 지붕 교체',
  region: '원주시',
  periodStart: '2025-09',
  periodEnd: '2025-10',
  areaM2: 120,
  story: '20년 된 슬레이트 지붕을 걷어내고\n아스팔트 슁글로 새로 덮었습니다.',
  consentDate: '2025-10-28',
  createdAt: new Date('2025-09-01T00:00:00Z'),
  publishedAt: new Date('2025-10-30T00:00:00Z'),
});

/** Real photos' addresses (not the demo's sample pictures, which carry their own mark: tests/components/ui/sample-mark.test.tsx). */
export const photoUrls = (index: number) => ({
  imageUrl: `https://example.test/p${index}.webp`,
  thumbnailUrl: `https://example.test/p${index}-thumb.webp`,
});

/** A photo of WONJU_JOB at a stage: the job page's and a photo's job section's tests read the three below. */
export const wonjuJobPhoto = (index: number, stage: GalleryPhoto['stage'], title: string) =>
  makePhoto(index, { jobId: WONJU_JOB.id, stage, title, workType: 'roofing', ...photoUrls(index) });

export const WONJU_BEFORE = wonjuJobPhoto(1, 'before', '시공 전 지붕');
export const WONJU_DURING = wonjuJobPhoto(2, 'during', '철거와 합판 보강');
export const WONJU_AFTER = wonjuJobPhoto(3, 'after', '새 슁글 지붕');

const HOUR_MS = 60 * 60 * 1000;
const BASE_TIME = new Date('2026-03-01T09:00:00+09:00').getTime();

/** `count` inquiries, newest first: 문의자 1 is the newest. Statuses cycle unless given. */
export function makeInquiries(count: number, status?: (index: number) => InquiryStatus): Inquiry[] {
  const statuses: InquiryStatus[] = ['new', 'checking', 'answered'];
  return Array.from({ length: count }, (_, index) => {
    const submittedAt = new Date(BASE_TIME - index * HOUR_MS);
    return {
      id: `inq-${String(index + 1).padStart(3, '0')}`,
      name: `문의자 ${index + 1}`,
      email: `user${index + 1}@example.com`,
      phone: `010-1000-${String(1000 + index)}`,
      message: `${index + 1}번째 문의 내용입니다.`,
      submittedAt,
      status: status ? status(index) : statuses[index % 3]!,
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
      retainUntil: null,
      staffNote: null,
      firstContactAt: null,
      privacyConsentAt: submittedAt,
    };
  });
}
