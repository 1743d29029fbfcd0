import { reportError } from '@/domain/report-error';
import type { DemoDb } from './db';
import type { DemoFaultHooks } from './fault-hooks';

/**
 * What Firestore's TTL policies do on Firebase (inquiries.retainUntil, activities.expireAt; firestore.indexes.json)
 * and the function on inquiry deletion after them: the demo deletes, when it opens, every inquiry whose retainUntil
 * has passed with its photos, and every activity whose expireAt has passed. Records without the field (older ones)
 * are not indexed by it, so they stay, as documents without the field do under a TTL policy. It runs before any
 * query of this page (or, after a failure, right after the database opened: purgeWhileOpening), so no photo of a
 * purged inquiry has an object URL yet (photo-urls.ts).
 */
export async function purgeExpired(db: DemoDb, now: Date, faults?: DemoFaultHooks): Promise<void> {
  const time = now.getTime();
  await db.transaction('rw', db.inquiries, db.inquiryPhotos, db.activities, async () => {
    faults?.check('purgeRead');
    const inquiryIds = await db.inquiries.where('retainUntil').belowOrEqual(time).primaryKeys();
    if (inquiryIds.length > 0) {
      const photoPaths = await db.inquiryPhotos.where('inquiryId').anyOf(inquiryIds).primaryKeys();
      await db.inquiryPhotos.bulkDelete(photoPaths);
      await db.inquiries.bulkDelete(inquiryIds);
    }
    await db.activities.where('expireAt').belowOrEqual(time).delete();
  });
}

/**
 * The purge as the database opens (Dexie's ready event), which must never fail the opening: an opening that fails
 * leaves the database closed for good, every read rejected and every live list waiting for a reopening that never
 * comes (a dashboard left on "불러오는 중..."). A failed purge is reported and tried once more as soon as the
 * database is open; until it succeeds, expired records stay a little longer (at worst until the next visit), as
 * TTL deletion can lag on Firebase.
 */
export async function purgeWhileOpening(db: DemoDb, now: () => Date, faults?: DemoFaultHooks): Promise<void> {
  try {
    await purgeExpired(db, now(), faults);
  } catch (error) {
    reportError('The purge of expired records failed while the database opened; trying again', error);
    setTimeout(() => {
      purgeExpired(db, now(), faults).catch((again: unknown) => reportError('The purge of expired records failed again', again));
    }, 0);
  }
}
