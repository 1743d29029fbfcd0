import type { Transaction } from 'dexie';
import type { ActivityRecord, PhotoRecord, InquiryRecord, JobRecord } from '../db';
import { activityRecordFromSeed, photoRecordOf, inquiryRecordOf, jobRecordOf, type DemoSeed } from './records';
import { sampleActivities } from './sample-activities';
import { sampleInquiries } from './sample-inquiries';
import { JOB_PHOTOS, sampleJobs } from './sample-jobs';
import { SAMPLE_PHOTO_SLUGS, sampleJobDrafts, samplePhotos } from './sample-photos';

/**
 * The sample data set: 16 photos and the photos of two published jobs, a draft job with its 비공개 photos, 9 inquiries,
 * a few activities (times of the last two relative to `now`). The sample reviews come when reviews are first read
 * (../sample-reviews-ready.ts).
 */
export function sampleSeed(now: Date): DemoSeed {
  const inquiries = sampleInquiries(now);
  return {
    images: samplePhotos(),
    inquiries,
    activities: sampleActivities(now, inquiries),
    jobs: sampleJobs(),
    imageDrafts: sampleJobDrafts(),
  };
}

/**
 * Version 6 of the database (jobs): a sample database seeded before gets the sample jobs, their photos in the
 * gallery and the draft job's photos, so the photo page's job, comparison and the admin's 시공 현장 show there too.
 * A database without the sample photos (made empty) is left as it is.
 */
export async function addSampleJobs(tx: Transaction): Promise<void> {
  const images = tx.table<PhotoRecord, string>('images');
  const singlePhotos = SAMPLE_PHOTO_SLUGS.filter((slug) => !JOB_PHOTOS.some((photo) => photo.slug === slug));
  if ((await images.where('id').anyOf(singlePhotos).count()) === 0) return;
  const jobPhotos = samplePhotos().filter((photo) => photo.jobId);
  await writeSeed(tx, { images: jobPhotos, jobs: sampleJobs(), imageDrafts: sampleJobDrafts() });
}

/**
 * Version 3 of the database (work types): the sample photos of a database seeded before get their work type and
 * shooting date, so the gallery filter and related photos find them. Other records are left as they are.
 */
export async function addSampleWorkTypes(tx: Transaction): Promise<void> {
  const photos = new Map(samplePhotos().map((photo) => [photo.id, photo]));
  await tx
    .table<PhotoRecord, string>('images')
    .toCollection()
    .modify((record) => {
      const photo = photos.get(record.id);
      if (!photo || record.workType != null) return;
      record.workType = photo.workType ?? null;
      record.takenAt = photo.takenAt ? photo.takenAt.getTime() : null;
    });
}

/**
 * Writes a seed inside the given transaction (Dexie's populate transaction, or any rw transaction); its reviews are
 * review-records.ts' writeReviewSeed.
 */
export async function writeSeed(tx: Transaction, seed: DemoSeed): Promise<void> {
  await tx.table<PhotoRecord, string>('images').bulkPut((seed.images ?? []).map(photoRecordOf));
  await tx.table<InquiryRecord, string>('inquiries').bulkPut((seed.inquiries ?? []).map(inquiryRecordOf));
  await tx.table<ActivityRecord, string>('activities').bulkPut((seed.activities ?? []).map(activityRecordFromSeed));
  await tx.table<JobRecord, string>('jobs').bulkPut((seed.jobs ?? []).map(jobRecordOf));
  await tx.table<PhotoRecord, string>('imageDrafts').bulkPut((seed.imageDrafts ?? []).map(photoRecordOf));
}
