import type { Transaction } from 'dexie';
import type { ActivityRecord, ImageRecord, InquiryRecord } from '../db';
import { activityRecordFromSeed, imageRecordOf, inquiryRecordOf, type DemoSeed } from './records';
import { sampleActivities } from './sample-activities';
import { sampleInquiries } from './sample-inquiries';
import { sampleWorks } from './sample-works';

/** The sample data set: 16 works, 9 inquiries, a few activities (times of the last two relative to `now`). */
export function sampleSeed(now: Date): DemoSeed {
  const inquiries = sampleInquiries(now);
  return { images: sampleWorks(), inquiries, activities: sampleActivities(now, inquiries) };
}

/** Writes a seed inside the given transaction (Dexie's populate transaction, or any rw transaction). */
export async function writeSeed(tx: Transaction, seed: DemoSeed): Promise<void> {
  await tx.table<ImageRecord, string>('images').bulkPut((seed.images ?? []).map(imageRecordOf));
  await tx.table<InquiryRecord, string>('inquiries').bulkPut((seed.inquiries ?? []).map(inquiryRecordOf));
  await tx.table<ActivityRecord, string>('activities').bulkPut((seed.activities ?? []).map(activityRecordFromSeed));
}
