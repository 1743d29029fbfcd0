import type { Transaction } from 'dexie';
import type { ActivityRecord, ImageRecord, InquiryRecord, JobRecord, ReviewLinkRecord, ReviewPhotoRecord, ReviewRecord } from '../db';
import {
  activityRecordFromSeed,
  imageRecordOf,
  inquiryRecordOf,
  jobRecordOf,
  reviewLinkRecordOf,
  reviewPhotoRecordOf,
  reviewRecordOf,
  type DemoSeed,
} from './records';
import { sampleActivities } from './sample-activities';
import { sampleInquiries } from './sample-inquiries';
import { sampleReviews } from './sample-reviews';
import { sampleWorks } from './sample-works';

/**
 * The sample data set: 16 works, 9 inquiries, a few activities (times of the last two relative to `now`), and the
 * customer reviews with their links (sample-reviews.ts).
 */
export function sampleSeed(now: Date): DemoSeed {
  const inquiries = sampleInquiries(now);
  const { activities: reviewActivities, ...reviews } = sampleReviews(now);
  return { images: sampleWorks(), inquiries, activities: [...sampleActivities(now, inquiries), ...reviewActivities], ...reviews };
}

/**
 * Version 7 of the database (customer reviews): a sample database made before gets the sample reviews, their links
 * and the activities of the ones waiting, as a new one has them.
 */
export function addSampleReviews(now: () => Date) {
  return async (tx: Transaction): Promise<void> => {
    const { activities, ...reviews } = sampleReviews(now());
    await writeSeed(tx, { ...reviews, activities });
  };
}

/**
 * Version 3 of the database (work types): the sample works of a database seeded before get their work type and
 * shooting date, so the gallery filter and related works find them. Other records are left as they are.
 */
export async function addSampleWorkTypes(tx: Transaction): Promise<void> {
  const works = new Map(sampleWorks().map((work) => [work.id, work]));
  await tx
    .table<ImageRecord, string>('images')
    .toCollection()
    .modify((record) => {
      const work = works.get(record.id);
      if (!work || record.workType != null) return;
      record.workType = work.workType ?? null;
      record.takenAt = work.takenAt ? work.takenAt.getTime() : null;
    });
}

/** Writes a seed inside the given transaction (Dexie's populate transaction, or any rw transaction). */
export async function writeSeed(tx: Transaction, seed: DemoSeed): Promise<void> {
  await tx.table<ImageRecord, string>('images').bulkPut((seed.images ?? []).map(imageRecordOf));
  await tx.table<InquiryRecord, string>('inquiries').bulkPut((seed.inquiries ?? []).map(inquiryRecordOf));
  await tx.table<ActivityRecord, string>('activities').bulkPut((seed.activities ?? []).map(activityRecordFromSeed));
  await tx.table<ReviewRecord, string>('reviews').bulkPut((seed.reviews ?? []).map(reviewRecordOf));
  await tx.table<ReviewLinkRecord, string>('reviewLinks').bulkPut((seed.reviewLinks ?? []).map(reviewLinkRecordOf));
  await tx.table<ReviewPhotoRecord, string>('reviewPhotos').bulkPut((seed.reviewPhotos ?? []).map(reviewPhotoRecordOf));
  await tx.table<JobRecord, string>('jobs').bulkPut((seed.jobs ?? []).map(jobRecordOf));
  await tx.table<ImageRecord, string>('imageDrafts').bulkPut((seed.imageDrafts ?? []).map(imageRecordOf));
}
