import { openDemoDb } from './db';
import { writeSeed } from './seed/populate';
import type { DemoSeed } from './seed/records';
import { writeReviewSeed } from './seed/review-records';

/**
 * Test support: direct access to a demo database, beside the port (like an Admin SDK beside Firestore).
 * Only tests import this module; the app never does, so it is not in the build.
 */
export type { DemoSeed } from './seed/records';
export { DemoFaults } from './faults';
export { deleteDemoDb, forgetDemoDb } from './db';

/** Writes records (with their ids) into the database `dbName` in one transaction. */
export async function seedDemoDb(dbName: string, seed: DemoSeed): Promise<void> {
  const db = openDemoDb(dbName);
  const tables = [db.images, db.inquiries, db.activities, db.jobs, db.imageDrafts, db.reviews, db.reviewLinks, db.reviewPhotos];
  await db.transaction('rw', tables, async (tx) => {
    await writeSeed(tx, seed);
    await writeReviewSeed(tx, seed);
  });
}

/** Every stored file path, sorted. */
export async function listDemoFiles(dbName: string): Promise<string[]> {
  const db = openDemoDb(dbName);
  return (await db.files.toCollection().primaryKeys()).sort();
}

/** Every stored inquiry photo path (inquiries/{id}/photo-{n}.{ext}), sorted. */
export async function listDemoInquiryPhotos(dbName: string): Promise<string[]> {
  const db = openDemoDb(dbName);
  return (await db.inquiryPhotos.toCollection().primaryKeys()).sort();
}

/** Counts of the tables, for seeding checks. */
export async function demoTableCounts(dbName: string): Promise<{ images: number; inquiries: number; activities: number; files: number }> {
  const db = openDemoDb(dbName);
  const [images, inquiries, activities, files] = await Promise.all([
    db.images.count(),
    db.inquiries.count(),
    db.activities.count(),
    db.files.count(),
  ]);
  return { images, inquiries, activities, files };
}

/** Paths of the files recorded as still to be removed (deleted photos whose "storage" was stalled), sorted. */
export async function listDemoOrphanFiles(dbName: string): Promise<string[]> {
  const db = openDemoDb(dbName);
  return (await db.orphanFiles.toCollection().primaryKeys()).sort();
}

/** The status of an inquiry record as stored (Korean: src/domain/stored-inquiry-status.ts); undefined when none. */
export async function storedDemoInquiryStatus(dbName: string, id: string): Promise<unknown> {
  return (await openDemoDb(dbName).inquiries.get(id))?.status;
}

/** Overwrites the stored status of an inquiry record with exactly `stored` (an old or odd record). */
export async function writeDemoInquiryStatus(dbName: string, id: string, stored: string): Promise<void> {
  await openDemoDb(dbName).inquiries.update(id, { status: stored });
}

/** Every stored review photo path (reviews/{id}/photo-{n}), sorted. */
export async function listDemoReviewPhotos(dbName: string): Promise<string[]> {
  const db = openDemoDb(dbName);
  return (await db.reviewPhotos.toCollection().primaryKeys()).sort();
}
