import type { Transaction } from 'dexie';
import type { ActivityRecord, ImageRecord, InquiryRecord, JobRecord } from '../db';
import { activityRecordFromSeed, imageRecordOf, inquiryRecordOf, jobRecordOf, type DemoSeed } from './records';
import { sampleActivities } from './sample-activities';
import { sampleInquiries } from './sample-inquiries';
import { sampleWorks } from './sample-works';

/**
 * The sample data set: 16 works, 9 inquiries, a few activities (times of the last two relative to `now`). The sample
 * reviews come when reviews are first read (../sample-reviews-ready.ts).
 */
export function sampleSeed(now: Date): DemoSeed {
  const inquiries = sampleInquiries(now);
  return { images: sampleWorks(), inquiries, activities: sampleActivities(now, inquiries) };
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

/**
 * Writes a seed inside the given transaction (Dexie's populate transaction, or any rw transaction); its reviews are
 * review-records.ts' writeReviewSeed.
 */
export async function writeSeed(tx: Transaction, seed: DemoSeed): Promise<void> {
  await tx.table<ImageRecord, string>('images').bulkPut((seed.images ?? []).map(imageRecordOf));
  await tx.table<InquiryRecord, string>('inquiries').bulkPut((seed.inquiries ?? []).map(inquiryRecordOf));
  await tx.table<ActivityRecord, string>('activities').bulkPut((seed.activities ?? []).map(activityRecordFromSeed));
  await tx.table<JobRecord, string>('jobs').bulkPut((seed.jobs ?? []).map(jobRecordOf));
  await tx.table<ImageRecord, string>('imageDrafts').bulkPut((seed.imageDrafts ?? []).map(imageRecordOf));
}
