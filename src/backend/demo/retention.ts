import type { DemoDb } from './db';

/**
 * What Firestore's TTL policies do on Firebase (inquiries.retainUntil, activities.expireAt; firestore.indexes.json)
 * and the function on inquiry deletion after them: the demo deletes, when it opens, every inquiry whose retainUntil
 * has passed with its photos, and every activity whose expireAt has passed. Records without the field (older ones)
 * are not indexed by it, so they stay, as documents without the field do under a TTL policy. It runs before any
 * query of this page, so no photo of a purged inquiry has an object URL yet (photo-urls.ts).
 */
export async function purgeExpired(db: DemoDb, now: Date): Promise<void> {
  const time = now.getTime();
  await db.transaction('rw', db.inquiries, db.inquiryPhotos, db.activities, async () => {
    const inquiryIds = await db.inquiries.where('retainUntil').belowOrEqual(time).primaryKeys();
    if (inquiryIds.length > 0) {
      const photoPaths = await db.inquiryPhotos.where('inquiryId').anyOf(inquiryIds).primaryKeys();
      await db.inquiryPhotos.bulkDelete(photoPaths);
      await db.inquiries.bulkDelete(inquiryIds);
    }
    await db.activities.where('expireAt').belowOrEqual(time).delete();
  });
}
