import type { Transaction } from 'dexie';
import type { DemoContext } from './context';
import type { DemoDb, SettingsRecord } from './db';
import { activityRecordFromSeed } from './seed/records';

/**
 * The demo's sample reviews are written when reviews are first read, not with the rest of the sample data: their
 * words and the code that writes them stay off the first page (a sample database is opened by the home page).
 * A new sample database, and one made before the reviews (version 7), get a mark that asks for them.
 */
const SAMPLE_REVIEWS_MARK = 'sampleReviewsPending';

/** Writes the mark (inside the populate or upgrade transaction). */
export async function askForSampleReviews(tx: Transaction): Promise<void> {
  await tx.table<SettingsRecord, string>('settings').put({ id: SAMPLE_REVIEWS_MARK });
}

const ready = new WeakMap<DemoDb, Promise<void>>();

/**
 * Before any read or write of reviews: a database with the mark gets the sample reviews, their links and the
 * activities of the waiting ones, once (the mark is checked again in the writing transaction, so two tabs write
 * them once), and loses the mark.
 */
export function sampleReviewsReady(ctx: DemoContext): Promise<void> {
  let done = ready.get(ctx.db);
  if (!done) {
    done = writeSampleReviews(ctx);
    ready.set(ctx.db, done);
    done.catch(() => ready.delete(ctx.db));
  }
  return done;
}

async function writeSampleReviews(ctx: DemoContext): Promise<void> {
  const { db } = ctx;
  if (!(await db.settings.get(SAMPLE_REVIEWS_MARK))) return;
  const [{ sampleReviews }, { writeReviewSeed }] = await Promise.all([import('./seed/sample-reviews'), import('./seed/review-records')]);
  const { activities, ...reviews } = sampleReviews(ctx.now());
  await db.transaction('rw', [db.settings, db.reviews, db.reviewLinks, db.reviewPhotos, db.activities], async (tx) => {
    if (!(await db.settings.get(SAMPLE_REVIEWS_MARK))) return;
    await writeReviewSeed(tx, reviews);
    await db.activities.bulkPut(activities.map(activityRecordFromSeed));
    await db.settings.delete(SAMPLE_REVIEWS_MARK);
  });
}
