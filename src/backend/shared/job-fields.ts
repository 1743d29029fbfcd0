import { INQUIRY_REGIONS, WORK_TYPES } from '@/domain/categories';
import { inStageOrder } from '@/domain/jobs';
import type { GalleryPhoto, JobInput, JobPhoto } from '@/domain/types';

/**
 * Stored job fields → domain and back, the same on both adapters (both store them as plain values). Only the job
 * reads and writes use them (loaded when a job is read); a photo's own job and stage: job-placement.ts.
 */

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A job's own fields. The rules accept only valid values; anything else (a document edited by hand) reads as 기타
 * (region), 지붕 공사 (work type) or empty, so a page never breaks on it. A job stored before the price and the
 * consent existed reads as without either (null).
 */
export function jobFieldsOf(data: Record<string, unknown>): JobInput {
  const area = data.areaM2;
  const consent = data.consentDate;
  return {
    title: text(data.title),
    region: oneOf(INQUIRY_REGIONS, data.region, '기타'),
    workType: oneOf(WORK_TYPES, data.workType, 'roofing'),
    periodStart: text(data.periodStart),
    periodEnd: text(data.periodEnd),
    areaM2: typeof area === 'number' && Number.isFinite(area) && area > 0 ? area : null,
    story: text(data.story),
    // Written within JOB_LIMITS (the rules check it); read as any whole number of 만원 above 0.
    priceManwon: Number.isInteger(data.priceManwon) && (data.priceManwon as number) > 0 ? (data.priceManwon as number) : null,
    consentDate: typeof consent === 'string' && DAY_PATTERN.test(consent) ? consent : null,
  };
}

/** A job's fields as both adapters store them: exactly these keys (firestore.rules isNewJob lists them). */
export function storedJobFields(input: JobInput): JobInput {
  const { title, region, workType, periodStart, periodEnd, areaM2, story, priceManwon, consentDate } = input;
  return { title, region, workType, periodStart, periodEnd, areaM2, story, priceManwon, consentDate };
}

/** A job's photos for staff: those in the gallery and its drafts, marked, in stage order. */
export function jobPhotosOf(published: GalleryPhoto[], drafts: GalleryPhoto[]): JobPhoto[] {
  return inStageOrder([
    ...published.map((photo) => ({ ...photo, isDraft: false })),
    ...drafts.map((photo) => ({ ...photo, isDraft: true })),
  ]);
}
