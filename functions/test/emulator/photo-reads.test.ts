import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { JOB_PHOTOS_MAX } from '../../src/app-constants.js';
import { readSitemapPhotos, readPhotoPage } from '../../src/pages/photo-reads.js';
import type { StoredDoc } from '../../src/pages/site-bundle.js';
import { setUpFunctionsTest } from '../support/functions-env.js';

/**
 * The pages function's Firestore reads (Admin SDK) on the Firestore emulator: what a photo page needs (the photo,
 * its related photos, its neighbours in the gallery's order, its published job and that job's photos) and the sitemap's paged list of ids and times.
 */
const { db } = setUpFunctionsTest();
const images = db.collection('constructionImages');

/** The web app reads a known type and job; anything else counts as none. */
const text = (value: unknown) => (typeof value === 'string' ? value : null);
const photoFieldsOf = (photo: StoredDoc) => ({ workType: text(photo.data.workType), jobId: text(photo.data.jobId) });

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

describe('a photo page reads', () => {
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

  it('the photo, the three newest others of its type, and its neighbours in the gallery', async () => {
    const page = await readPhotoPage(db, 'c', photoFieldsOf);
    expect(page?.photo).toMatchObject({ id: 'c', data: { title: '사례 3', workType: 'roofing' } });
    expect(ids(page?.related ?? [])).toEqual(['f', 'e', 'd']);
    expect(ids([page?.newer ?? null, page?.older ?? null])).toEqual(['d', 'b']);
  });

  it('the newest and the oldest photo have one neighbour; a photo without a type has no related photos', async () => {
    const newest = await readPhotoPage(db, 'g', photoFieldsOf);
    expect(ids([newest?.newer ?? null, newest?.older ?? null])).toEqual([null, 'f']);
    expect(newest?.related).toEqual([]);
    const oldest = await readPhotoPage(db, 'a', photoFieldsOf);
    expect(ids([oldest?.newer ?? null, oldest?.older ?? null])).toEqual(['b', null]);
  });

  it('the newest photos of the type leave the photo itself out', async () => {
    const page = await readPhotoPage(db, 'f', photoFieldsOf);
    expect(ids(page?.related ?? [])).toEqual(['e', 'd', 'c']);
  });

  it('an id that names no photo reads null', async () => {
    expect(await readPhotoPage(db, 'nope', photoFieldsOf)).toBeNull();
  });

  it('a photo without uploadedAt (older data) is shown without neighbours', async () => {
    await images.doc('legacy').set({ title: '예전 사례', date: '2019-05-03', workType: 'roofing' });
    const page = await readPhotoPage(db, 'legacy', photoFieldsOf);
    expect(page).toMatchObject({ newer: null, older: null });
    expect(ids(page?.related ?? [])).toEqual(['f', 'e', 'd']);
  });
});

describe("a photo's job", () => {
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

  it('a photo of a published job reads the job and every photo of it (the app orders them), and nothing of another job', async () => {
    await seedJob('job-1', true, [
      ['j-after', 'after'],
      ['j-before', 'before'],
      ['j-during', 'during'],
    ]);
    await seedJob('job-2', true, [['other', 'after']]);
    const page = await readPhotoPage(db, 'j-during', photoFieldsOf);
    expect(page?.job?.job).toMatchObject({ id: 'job-1', data: { title: '원주 지붕 교체', isPublished: true } });
    expect(ids(page?.job?.photos ?? []).sort()).toEqual(['j-after', 'j-before', 'j-during']);
    expect(page?.job?.photos.find((photo) => photo.id === 'j-after')?.data).toMatchObject({
      stage: 'after',
      imageUrl: 'https://example.invalid/10.webp',
    });
  });

  it('reads no job for a photo of none, of a draft job or of a job that is gone', async () => {
    await seed([['alone', 1, 'roofing']]);
    await seedJob('draft', false, [['d-before', 'before']]);
    await images.doc('orphan').set(photoOf('deleted-job', 'after', 20));
    for (const id of ['alone', 'd-before', 'orphan']) expect((await readPhotoPage(db, id, photoFieldsOf))?.job, id).toBeNull();
  });

  it('reads at most JOB_PHOTOS_MAX photos of a job', async () => {
    await seedJob(
      'big',
      true,
      Array.from({ length: JOB_PHOTOS_MAX + 2 }, (_, index): [string, string] => [`big-${String(index).padStart(2, '0')}`, 'during']),
    );
    const page = await readPhotoPage(db, 'big-00', photoFieldsOf);
    expect(page?.job?.photos).toHaveLength(JOB_PHOTOS_MAX);
  });
});

describe("the sitemap's reads", () => {
  it('every photo with only the fields of its lastmod, page by page', async () => {
    await seed([
      ['a', 1, 'roofing'],
      ['b', 2, null],
      ['c', 3, 'roofing'],
      ['d', 4, 'ground'],
      ['e', 5, 'roofing'],
    ]);
    await images.doc('f').set({ title: '예전 사례', date: '2019-05-03' });
    const photos = await readSitemapPhotos(db, { maxPhotos: 100, pageSize: 2 });
    expect(photos.map((photo) => photo.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(photos[0]?.data).toEqual({ uploadedAt: image(1, 'roofing').uploadedAt });
    expect(photos[5]?.data).toEqual({ date: '2019-05-03' });
  });

  it('stops at the most photos a sitemap may list', async () => {
    await seed([
      ['a', 1, null],
      ['b', 2, null],
      ['c', 3, null],
    ]);
    expect((await readSitemapPhotos(db, { pageSize: 2, maxPhotos: 3 })).map((photo) => photo.id)).toEqual(['a', 'b', 'c']);
    expect((await readSitemapPhotos(db, { pageSize: 2, maxPhotos: 2 })).map((photo) => photo.id)).toEqual(['a', 'b']);
  });

  it('no photos, no entries', async () => {
    expect(await readSitemapPhotos(db, { maxPhotos: 100 })).toEqual([]);
  });
});
