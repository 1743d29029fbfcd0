import { JOB_LIMITS, JOB_PERIOD_YEARS } from '../config/limits';
import { JOB_STAGES } from './categories';
import type { GalleryPhoto, JobStage } from './types';

/**
 * Jobs (시공 현장): the rules both adapters and the pages share about stages, periods and prices (stages:
 * job-stage.ts; the customer's consent: job-consent.ts).
 */

/**
 * A job's month, 'YYYY-MM', within JOB_PERIOD_YEARS (firestore.rules isJobMonth checks the same). Months compare as
 * text: '2025-09' < '2025-10'.
 */
export function isJobMonth(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return false;
  const year = Number(value.slice(0, 4));
  return year >= JOB_PERIOD_YEARS.first && year <= JOB_PERIOD_YEARS.last;
}

type StagedPhoto = Pick<GalleryPhoto, 'id' | 'stage' | 'takenAt' | 'uploadedAt'>;

function stageIndex(stage: JobStage | null): number {
  return stage ? JOB_STAGES.indexOf(stage) : JOB_STAGES.length;
}

function timeOf(photo: StagedPhoto): number {
  return (photo.takenAt ?? photo.uploadedAt)?.getTime() ?? Number.MAX_SAFE_INTEGER;
}

/**
 * A job's photos in the order a visitor follows the work: 시공 전, 시공 중, 시공 후; within a stage by when the photo was
 * taken (else uploaded), oldest first; then by id, so the order never depends on how they were read.
 */
export function inStageOrder<T extends StagedPhoto>(photos: readonly T[]): T[] {
  return [...photos].sort(
    (a, b) => stageIndex(a.stage) - stageIndex(b.stage) || timeOf(a) - timeOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/**
 * The pair a before/after comparison shows: the first 시공 전 photo and the last 시공 후 photo (in stage order), or
 * null when the job lacks either.
 */
export function beforeAfterPair<T extends StagedPhoto>(photos: readonly T[]): { before: T; after: T } | null {
  const before = inStageOrder(photos).find((photo) => photo.stage === 'before');
  const after = finishedPhoto(photos);
  return before && after ? { before, after } : null;
}

/** The photo that shows a job finished: its last 시공 후 photo in stage order (the after of beforeAfterPair), or null. */
export function finishedPhoto<T extends StagedPhoto>(photos: readonly T[]): T | null {
  return (
    inStageOrder(photos)
      .filter((photo) => photo.stage === 'after')
      .at(-1) ?? null
  );
}

/**
 * The picture a link to a photo shows in its preview (og:image): when the photo is one of a job's photos, the job
 * finished (finishedPhoto), if that photo has a picture; else the photo's own picture (null when it has none either).
 */
export function sharePictureOf(
  photo: Pick<GalleryPhoto, 'imageUrl'>,
  jobPhotos: readonly (StagedPhoto & Pick<GalleryPhoto, 'imageUrl'>)[] = [],
): string | null {
  return finishedPhoto(jobPhotos)?.imageUrl || photo.imageUrl || null;
}

/**
 * A job's price (Job.priceManwon) is a whole number of 만원, the unit Korean quotes and 시공사례 use, so staff type
 * "1200" for 1,200만 원: one staff may store lies within JOB_LIMITS (firestore.rules jobLimits mirror it).
 */
export function isJobPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= JOB_LIMITS.priceManwonMin && value <= JOB_LIMITS.priceManwonMax;
}

/** The amount as a homeowner reads it: 1200 → "1,200만 원", 12000 → "1억 2,000만 원", 10000 → "1억 원". */
export function jobPriceAmount(manwon: number): string {
  const grouped = (value: number) => new Intl.NumberFormat('ko-KR').format(value);
  const eok = Math.floor(manwon / 10_000);
  const rest = manwon % 10_000;
  if (eok === 0) return `${grouped(rest)}만 원`;
  return rest === 0 ? `${grouped(eok)}억 원` : `${grouped(eok)}억 ${grouped(rest)}만 원`;
}
