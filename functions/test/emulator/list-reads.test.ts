import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { listReads } from '../../src/pages/list-reads.js';
import { readSiteSettings } from '../../src/pages/settings-reads.js';
import { setUpFunctionsTest } from '../support/functions-env.js';

/**
 * The pages function's reads for the static pages (Admin SDK) on the Firestore emulator: the home page's featured
 * photos and hero, the gallery's first page and count (the web app's queries, in the gallery's order), and the
 * stored site settings every page is rendered with. (Their mapping into the app's data:
 * tests/app/server/stored-page-data.test.ts.)
 */
const { db } = setUpFunctionsTest();
const images = db.collection('constructionImages');

/** A photo uploaded `minute` minutes into the day (a later minute is newer). */
function image(minute: number, fields: Record<string, unknown> = {}) {
  return {
    title: `사례 ${minute}`,
    imageUrl: `https://example.invalid/${minute}.webp`,
    uploadedAt: Timestamp.fromDate(new Date(Date.UTC(2026, 10, 1, 0, minute))),
    isFeatured: false,
    isHeroImage: false,
    ...fields,
  };
}

const ids = (docs: { id: string }[]) => docs.map((doc) => doc.id);

describe("the static pages' lists", () => {
  beforeEach(async () => {
    const batch = db.batch();
    for (let minute = 1; minute <= 12; minute += 1) {
      batch.set(
        images.doc(`w${String(minute).padStart(2, '0')}`),
        image(minute, { isFeatured: minute % 3 === 0, isHeroImage: minute === 5 }),
      );
    }
    await batch.commit();
  });

  it('the newest featured photos, the flagged hero, the newest photos and the count', async () => {
    const reads = listReads(db);
    expect(ids(await reads.featuredPhotos(3))).toEqual(['w12', 'w09', 'w06']);
    expect(ids(await reads.heroPhotos(1))).toEqual(['w05']);
    expect(ids(await reads.galleryPhotos(4))).toEqual(['w12', 'w11', 'w10', 'w09']);
    expect(await reads.countPhotos(5000)).toBe(12);
    expect(await reads.countPhotos(10)).toBe(10);
  });

  it('ties in time go by document id, newest first, as the gallery orders them', async () => {
    await images.doc('w13').set(image(12));
    expect(ids(await listReads(db).galleryPhotos(3))).toEqual(['w13', 'w12', 'w11']);
  });

  it('keeps the stored time exact (its nanoseconds), for the cursor the browser pages on', async () => {
    await images.doc('w99').set(image(99, { uploadedAt: new Timestamp(1_800_000_000, 123_456_000) }));
    const [newest] = await listReads(db).galleryPhotos(1);
    const time = newest?.data.uploadedAt as Timestamp;
    expect([newest?.id, time.seconds, time.nanoseconds]).toEqual(['w99', 1_800_000_000, 123_456_000]);
  });
});

describe('the stored site settings', () => {
  it('none saved: no data and no save time (the pages show the first version)', async () => {
    expect(await readSiteSettings(db)).toEqual({ data: undefined, savedAt: null });
  });

  it("a save's fields and its time", async () => {
    const savedAt = Timestamp.fromDate(new Date('2026-11-28T03:00:00Z'));
    await db
      .collection('settings')
      .doc('site')
      .set({ company: { phone: '02-987-6543' }, version: 2, savedAt });
    const stored = await readSiteSettings(db);
    expect(stored.data).toMatchObject({ company: { phone: '02-987-6543' }, version: 2 });
    expect(stored.savedAt).toEqual(new Date('2026-11-28T03:00:00Z'));
  });
});
