import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { readSitemapWorks, readWorkPage } from '../../src/pages/work-reads.js';
import type { StoredDoc } from '../../src/pages/site-bundle.js';
import { setUpFunctionsTest } from '../support/functions-env.js';

/**
 * The pages function's Firestore reads (Admin SDK) on the Firestore emulator: what a work's page needs (the work,
 * its related works, its neighbours in the gallery's order) and the sitemap's paged list of ids and times.
 */
const { db } = setUpFunctionsTest();
const images = db.collection('constructionImages');

/** The web app reads a known type; anything else counts as none. */
const workTypeOf = (work: StoredDoc) => (typeof work.data.workType === 'string' ? work.data.workType : null);

/** Image `id`, uploaded `minute` minutes into the day (a later minute is newer). */
function image(minute: number, workType: string | null) {
  return {
    title: `사례 ${minute}`,
    category: '지보공사',
    workType,
    imageUrl: `https://example.invalid/${minute}.webp`,
    fileName: `${minute}.webp`,
    uploadedAt: Timestamp.fromDate(new Date(Date.UTC(2026, 10, 1, 0, minute))),
    isFeatured: false,
    isHeroImage: false,
  };
}

async function seed(entries: [id: string, minute: number, workType: string | null][]) {
  const batch = db.batch();
  for (const [id, minute, workType] of entries) batch.set(images.doc(id), image(minute, workType));
  await batch.commit();
}

const ids = (docs: (StoredDoc | null)[]) => docs.map((doc) => doc?.id ?? null);

describe("a work's page reads", () => {
  beforeEach(async () => {
    await seed([
      ['a', 1, 'roofing'],
      ['b', 2, 'exterior'],
      ['c', 3, 'roofing'],
      ['d', 4, 'roofing'],
      ['e', 5, 'roofing'],
      ['f', 6, 'roofing'],
      ['g', 7, null],
    ]);
  });

  it('the work, the three newest others of its type, and its neighbours in the gallery', async () => {
    const page = await readWorkPage(db, 'c', workTypeOf);
    expect(page?.work).toMatchObject({ id: 'c', data: { title: '사례 3', workType: 'roofing' } });
    expect(ids(page?.related ?? [])).toEqual(['f', 'e', 'd']);
    expect(ids([page?.newer ?? null, page?.older ?? null])).toEqual(['d', 'b']);
  });

  it('the newest and the oldest work have one neighbour; a work without a type has no related works', async () => {
    const newest = await readWorkPage(db, 'g', workTypeOf);
    expect(ids([newest?.newer ?? null, newest?.older ?? null])).toEqual([null, 'f']);
    expect(newest?.related).toEqual([]);
    const oldest = await readWorkPage(db, 'a', workTypeOf);
    expect(ids([oldest?.newer ?? null, oldest?.older ?? null])).toEqual(['b', null]);
  });

  it('the newest works of the type leave the work itself out', async () => {
    const page = await readWorkPage(db, 'f', workTypeOf);
    expect(ids(page?.related ?? [])).toEqual(['e', 'd', 'c']);
  });

  it('an id that names no work reads null', async () => {
    expect(await readWorkPage(db, 'nope', workTypeOf)).toBeNull();
  });

  it('a work without uploadedAt (older data) is shown without neighbours', async () => {
    await images.doc('legacy').set({ title: '예전 사례', date: '2019-05-03', workType: 'roofing' });
    const page = await readWorkPage(db, 'legacy', workTypeOf);
    expect(page).toMatchObject({ newer: null, older: null });
    expect(ids(page?.related ?? [])).toEqual(['f', 'e', 'd']);
  });
});

describe("the sitemap's reads", () => {
  it('every work with only the fields of its lastmod, page by page', async () => {
    await seed([
      ['a', 1, 'roofing'],
      ['b', 2, null],
      ['c', 3, 'roofing'],
      ['d', 4, 'ground'],
      ['e', 5, 'roofing'],
    ]);
    await images.doc('f').set({ title: '예전 사례', date: '2019-05-03' });
    const works = await readSitemapWorks(db, { maxWorks: 100, pageSize: 2 });
    expect(works.map((work) => work.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(works[0]?.data).toEqual({ uploadedAt: image(1, 'roofing').uploadedAt });
    expect(works[5]?.data).toEqual({ date: '2019-05-03' });
  });

  it('stops at the most works a sitemap may list', async () => {
    await seed([
      ['a', 1, null],
      ['b', 2, null],
      ['c', 3, null],
    ]);
    expect((await readSitemapWorks(db, { pageSize: 2, maxWorks: 3 })).map((work) => work.id)).toEqual(['a', 'b', 'c']);
    expect((await readSitemapWorks(db, { pageSize: 2, maxWorks: 2 })).map((work) => work.id)).toEqual(['a', 'b']);
  });

  it('no works, no entries', async () => {
    expect(await readSitemapWorks(db, { maxWorks: 100 })).toEqual([]);
  });
});
