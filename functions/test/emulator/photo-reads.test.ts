import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX } from '../../src/app-constants.js';
import { readSitemapPhotos, readPhotoPage } from '../../src/pages/photo-reads.js';
import type { StoredDoc } from '../../src/pages/site-bundle.js';
import { setUpFunctionsTest } from '../support/functions-env.js';

/**
 * The pages function's Firestore reads (Admin SDK) on the Firestore emulator: what a work's page needs (the work,
 * its related works, its neighbours in the gallery's order, its published job and that job's works) and the sitemap's paged list of ids and times.
 */
const { db } = setUpFunctionsTest();
const images = db.collection('constructionImages');

/** The web app reads a known type and job; anything else counts as none. */
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const workOf = (work: StoredDoc) => ({ workType: text(work.data.workType), jobId: text(work.data.jobId) });

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
    const page = await readPhotoPage(db, 'c', workOf);
    expect(page?.work).toMatchObject({ id: 'c', data: { title: '사례 3', workType: 'roofing' } });
    expect(ids(page?.related ?? [])).toEqual(['f', 'e', 'd']);
    expect(ids([page?.newer ?? null, page?.older ?? null])).toEqual(['d', 'b']);
  });

  it('the newest and the oldest work have one neighbour; a work without a type has no related works', async () => {
    const newest = await readPhotoPage(db, 'g', workOf);
    expect(ids([newest?.newer ?? null, newest?.older ?? null])).toEqual([null, 'f']);
    expect(newest?.related).toEqual([]);
    const oldest = await readPhotoPage(db, 'a', workOf);
    expect(ids([oldest?.newer ?? null, oldest?.older ?? null])).toEqual(['b', null]);
  });

  it('the newest works of the type leave the work itself out', async () => {
    const page = await readPhotoPage(db, 'f', workOf);
    expect(ids(page?.related ?? [])).toEqual(['e', 'd', 'c']);
  });

  it('an id that names no work reads null', async () => {
    expect(await readPhotoPage(db, 'nope', workOf)).toBeNull();
  });

  it('a work without uploadedAt (older data) is shown without neighbours', async () => {
    await images.doc('legacy').set({ title: '예전 사례', date: '2019-05-03', workType: 'roofing' });
    const page = await readPhotoPage(db, 'legacy', workOf);
    expect(page).toMatchObject({ newer: null, older: null });
    expect(ids(page?.related ?? [])).toEqual(['f', 'e', 'd']);
  });
});

describe("a work's job", () => {
  const jobs = db.collection('jobs');
  const job = (isPublished: boolean) => ({
    title: '원주 지붕 교체',
    region: '원주시',
    workType: 'roofing',
    periodStart: '2025-03',
    periodEnd: '2025-04',
    story: '',
    isPublished,
  });
  const photoOf = (jobId: string, stage: string, minute: number) => ({ ...image(minute, 'roofing'), jobId, stage });

  async function seedJob(id: string, isPublished: boolean, photos: [id: string, stage: string][]) {
    const batch = db.batch();
    batch.set(jobs.doc(id), job(isPublished));
    photos.forEach(([photoId, stage], index) => batch.set(images.doc(photoId), photoOf(id, stage, 10 + index)));
    await batch.commit();
  }

  it('a photo of a published job reads the job and every work of it (the app orders them), and nothing of another job', async () => {
    await seedJob('job-1', true, [
      ['j-after', 'after'],
      ['j-before', 'before'],
      ['j-during', 'during'],
    ]);
    await seedJob('job-2', true, [['other', 'after']]);
    const page = await readPhotoPage(db, 'j-during', workOf);
    expect(page?.job?.job).toMatchObject({ id: 'job-1', data: { title: '원주 지붕 교체', isPublished: true } });
    expect(ids(page?.job?.photos ?? []).sort()).toEqual(['j-after', 'j-before', 'j-during']);
    expect(page?.job?.photos.find((photo) => photo.id === 'j-after')?.data).toMatchObject({
      stage: 'after',
      imageUrl: 'https://example.invalid/10.webp',
    });
  });

  it('reads no job for a work of none, of a draft job or of a job that is gone', async () => {
    await seed([['alone', 1, 'roofing']]);
    await seedJob('draft', false, [['d-before', 'before']]);
    await images.doc('orphan').set(photoOf('deleted-job', 'after', 20));
    for (const id of ['alone', 'd-before', 'orphan']) expect((await readPhotoPage(db, id, workOf))?.job, id).toBeNull();
  });

  it('reads at most JOB_PHOTOS_MAX works of a job', async () => {
    await seedJob(
      'big',
      true,
      Array.from({ length: JOB_PHOTOS_MAX + 2 }, (_, index): [string, string] => [`big-${String(index).padStart(2, '0')}`, 'during']),
    );
    const page = await readPhotoPage(db, 'big-00', workOf);
    expect(page?.job?.photos).toHaveLength(JOB_PHOTOS_MAX);
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
    const works = await readSitemapPhotos(db, { maxWorks: 100, pageSize: 2 });
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
    expect((await readSitemapPhotos(db, { pageSize: 2, maxWorks: 3 })).map((work) => work.id)).toEqual(['a', 'b', 'c']);
    expect((await readSitemapPhotos(db, { pageSize: 2, maxWorks: 2 })).map((work) => work.id)).toEqual(['a', 'b']);
  });

  it('no works, no entries', async () => {
    expect(await readSitemapPhotos(db, { maxWorks: 100 })).toEqual([]);
  });
});
