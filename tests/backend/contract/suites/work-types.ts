import { describe, expect, it } from 'vitest';
import type { PhotoPageQuery } from '@/backend/port';
import { MAX_PAGE_SIZE, TAKEN_AT_CLOCK_SKEW_MINUTES } from '@/config/limits';
import { RELATED_PHOTOS_LIMIT } from '@/config/page-sizes';
import type { Page } from '@/domain/paging';
import type { GalleryPhoto, WorkType } from '@/domain/types';
import { codesOf, everyCode, idsOf, type ContractEnv } from '../contract-env';
import { hoursAfterBase, photoDoc, photoDocs, photoId, jobDoc, jobId, uploadInput } from '../fixtures';
import { nextAfter, prevBefore } from '../page-queries';

/**
 * 25 photos: odd n roofing (13), n = 2 mod 4 waterproofing (6), n = 0 mod 4 no work type (6); nothing of the other
 * types. Newest first means highest n first.
 */
function workTypeOf(n: number): WorkType | null {
  if (n % 2 === 1) return 'roofing';
  return n % 4 === 2 ? 'waterproofing' : null;
}
const MIXED = photoDocs(25, (n) => ({ workType: workTypeOf(n) }));

function ids(...numbers: number[]): string[] {
  return numbers.map(photoId);
}

function within(workType: WorkType, query: PhotoPageQuery): PhotoPageQuery {
  return { ...query, workType };
}

/** The work type on photos, the gallery filtered by it, and a photo's related photos. */
export function workTypesContract(env: ContractEnv): void {
  const { storage } = env.harness.capabilities;

  describe('work types: the filtered gallery', () => {
    it('counts each work type, and all images without a filter', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      expect(await backend.countPhotos()).toBe(25);
      expect(await backend.countPhotos('roofing')).toBe(13);
      expect(await backend.countPhotos('waterproofing')).toBe(6);
      expect(await backend.countPhotos('metal-roofing')).toBe(0);
      await env.signInAsAdmin();
      expect(await (await env.adminBackend()).countPhotos('waterproofing')).toBe(6);
    });

    it('pages one work type forward and back, 5 a page, with the look-ahead inside the filter', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      const first = await backend.getPhotoPage({ pageSize: 5, direction: 'initial', workType: 'roofing' });
      expect(idsOf(first)).toEqual(ids(25, 23, 21, 19, 17));
      expect([first.hasPrev, first.hasNext]).toEqual([false, true]);

      const second = await backend.getPhotoPage(within('roofing', nextAfter(first, 5)));
      expect(idsOf(second)).toEqual(ids(15, 13, 11, 9, 7));
      expect([second.hasPrev, second.hasNext]).toEqual([true, true]);

      const third = await backend.getPhotoPage(within('roofing', nextAfter(second, 5)));
      expect(idsOf(third)).toEqual(ids(5, 3, 1));
      expect([third.hasPrev, third.hasNext]).toEqual([true, false]);

      const back2 = await backend.getPhotoPage(within('roofing', prevBefore(third, 5)));
      expect(idsOf(back2)).toEqual(ids(15, 13, 11, 9, 7));
      expect([back2.hasPrev, back2.hasNext]).toEqual([true, true]);

      const back1 = await backend.getPhotoPage(within('roofing', prevBefore(back2, 5)));
      expect(idsOf(back1)).toEqual(ids(25, 23, 21, 19, 17));
      expect([back1.hasPrev, back1.hasNext]).toEqual([false, true]);
    });

    it('a filter whose count is a whole number of pages: the look-ahead finds nothing after the last page', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      const first = await backend.getPhotoPage({ pageSize: 3, direction: 'initial', workType: 'waterproofing' });
      expect(idsOf(first)).toEqual(ids(22, 18, 14));
      expect(first.hasNext).toBe(true);
      const last = await backend.getPhotoPage(within('waterproofing', nextAfter(first, 3)));
      expect(idsOf(last)).toEqual(ids(10, 6, 2));
      expect([last.hasPrev, last.hasNext]).toEqual([true, false]);
    });

    it('a work type nobody has gives an empty page; no filter still lists every image, typed or not', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      expect(await backend.getPhotoPage({ pageSize: 9, direction: 'initial', workType: 'ground' })).toEqual({
        items: [],
        hasNext: false,
        hasPrev: false,
        startCursor: null,
        endCursor: null,
      });
      const all: Page<GalleryPhoto> = await backend.getPhotoPage({ pageSize: 25, direction: 'initial' });
      expect(idsOf(all)).toHaveLength(25);
      expect(all.items.find((image) => image.id === photoId(4))?.workType).toBeNull();
      expect(all.items.find((image) => image.id === photoId(6))?.workType).toBe('waterproofing');
    });

    it('the admin list takes the same filter', async () => {
      await env.backend.seed({ images: MIXED });
      await env.signInAsAdmin();
      const page = await (await env.adminBackend()).getPhotoPage({ pageSize: 6, direction: 'initial', workType: 'waterproofing' });
      expect(idsOf(page)).toEqual(ids(22, 18, 14, 10, 6, 2));
      expect(page.hasNext).toBe(false);
    });

    it('an unknown work type is refused with invalid-argument by countPhotos and getPhotoPage', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      const unknown = 'roof' as WorkType;
      const calls = {
        count: () => backend.countPhotos(unknown),
        page: () => backend.getPhotoPage({ pageSize: 9, direction: 'initial', workType: unknown }),
        'empty string': () => backend.countPhotos('' as WorkType),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
    });
  });

  describe('work types: related photos', () => {
    it('gives the newest photos of the same type, the photo itself left out, at most the limit', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      const newest = await backend.getPhoto(photoId(25));
      const older = await backend.getPhoto(photoId(9));
      if (!newest || !older) throw new Error('seeded images missing');

      expect(idsOf(await backend.getRelatedPhotos(newest, RELATED_PHOTOS_LIMIT))).toEqual(ids(23, 21, 19));
      // Not the photo's neighbours: the newest of its type, whatever its own place.
      expect(idsOf(await backend.getRelatedPhotos(older, RELATED_PHOTOS_LIMIT))).toEqual(ids(25, 23, 21));
      expect(idsOf(await backend.getRelatedPhotos(newest, 1))).toEqual(ids(23));
      expect((await backend.getRelatedPhotos(older, 3)).every((image) => image.workType === 'roofing')).toBe(true);
    });

    it("never lists the photo's own job, and another job once: different works, each its newest photo", async () => {
      // Newest first: 12-10 are job 1 (after, during, before), 9-8 job 2, 7 and 6 no job, 5-1 job 3; all roofing.
      const jobOf = (n: number) => (n >= 10 ? 1 : n >= 8 ? 2 : n <= 5 ? 3 : null);
      await env.backend.seed({
        jobs: [jobDoc(1), jobDoc(2), jobDoc(3)],
        images: photoDocs(12, (n) => ({ workType: 'roofing', ...(jobOf(n) ? { jobId: jobId(jobOf(n)!), stage: 'after' as const } : {}) })),
      });
      const backend = await env.publicBackend();
      const [ofJob1, alone] = await Promise.all([backend.getPhoto(photoId(11)), backend.getPhoto(photoId(7))]);
      if (!ofJob1 || !alone) throw new Error('seeded images missing');

      expect(idsOf(await backend.getRelatedPhotos(ofJob1, RELATED_PHOTOS_LIMIT))).toEqual(ids(9, 7, 6));
      expect(idsOf(await backend.getRelatedPhotos(alone, RELATED_PHOTOS_LIMIT))).toEqual(ids(12, 9, 6));
      expect(idsOf(await backend.getRelatedPhotos(alone, 4))).toEqual(ids(12, 9, 6, 5));
    });

    it('gives fewer when the type has fewer other photos, and none for the only photo of its type', async () => {
      await env.backend.seed({ images: [...photoDocs(3, (n) => ({ workType: n === 3 ? 'ground' : 'exterior' }))] });
      const backend = await env.publicBackend();
      const [one, , three] = await Promise.all([1, 2, 3].map(async (n) => backend.getPhoto(photoId(n))));
      if (!one || !three) throw new Error('seeded images missing');
      expect(idsOf(await backend.getRelatedPhotos(one, 3))).toEqual(ids(2));
      expect(await backend.getRelatedPhotos(three, 3)).toEqual([]);
    });

    it('gives nothing for a photo without a work type', async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      const untyped = await backend.getPhoto(photoId(24));
      if (!untyped) throw new Error('seeded image missing');
      expect(untyped.workType).toBeNull();
      expect(await backend.getRelatedPhotos(untyped, 3)).toEqual([]);
    });

    it(`refuses a limit that is not a whole number from 1 to ${MAX_PAGE_SIZE} with invalid-argument`, async () => {
      await env.backend.seed({ images: MIXED });
      const backend = await env.publicBackend();
      const image = await backend.getPhoto(photoId(25));
      if (!image) throw new Error('seeded image missing');
      const calls = Object.fromEntries(
        [0, -1, 1.5, NaN, MAX_PAGE_SIZE + 1].map((limit) => [String(limit), () => backend.getRelatedPhotos(image, limit)]),
      );
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
    });
  });

  describe('work types: written on upload and edit', () => {
    const takenAt = new Date(Date.UTC(2026, 7, 14, 6, 20, 0));

    it.skipIf(!storage)('uploadPhoto stores the work type and the shooting date, or none of either', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const typed = await admin.uploadPhoto({ ...uploadInput('지붕 사진'), workType: 'roofing', takenAt }, () => {});
      const plain = await admin.uploadPhoto(uploadInput('종류 없는 사진'), () => {});
      expect(typed).toMatchObject({ workType: 'roofing', takenAt });
      expect(plain).toMatchObject({ workType: null, takenAt: null });

      const backend = await env.publicBackend();
      expect(await backend.getPhoto(typed.id)).toMatchObject({ workType: 'roofing', takenAt });
      expect(await backend.getPhoto(plain.id)).toMatchObject({ workType: null, takenAt: null });
      expect(idsOf(await backend.getPhotoPage({ pageSize: 9, direction: 'initial', workType: 'roofing' }))).toEqual([typed.id]);
      expect(await backend.countPhotos('roofing')).toBe(1);
    });

    it.skipIf(!storage)('uploadPhoto refuses a shooting date in the future (beyond the clock skew) or not a date', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const future = new Date(Date.now() + (TAKEN_AT_CLOCK_SKEW_MINUTES + 60) * 60_000);
      const calls = {
        future: () => admin.uploadPhoto({ ...uploadInput(), takenAt: future }, () => {}),
        'invalid date': () => admin.uploadPhoto({ ...uploadInput(), takenAt: new Date(NaN) }, () => {}),
        'a string': () => admin.uploadPhoto({ ...uploadInput(), takenAt: '2026-08-14' as unknown as Date }, () => {}),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.countPhotos()).toBe(0);

      // A date taken just now (its camera's clock a few minutes ahead) is fine.
      const now = await admin.uploadPhoto({ ...uploadInput(), takenAt: new Date(Date.now() + 5 * 60_000) }, () => {});
      expect(now.takenAt).toBeInstanceOf(Date);
    });

    it('updatePhoto sets, changes and clears the work type and keeps the shooting date', async () => {
      await env.backend.seed({ images: [photoDoc(1, { takenAt, workType: null })] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const backend = await env.publicBackend();
      const edit = { title: '외벽 공사', category: 'AS' as const, description: null };

      await admin.updatePhoto(photoId(1), { ...edit, workType: 'exterior' });
      expect(await backend.getPhoto(photoId(1))).toMatchObject({ workType: 'exterior', takenAt });
      expect(await backend.countPhotos('exterior')).toBe(1);

      await admin.updatePhoto(photoId(1), { ...edit, workType: 'ground' });
      expect(idsOf(await backend.getPhotoPage({ pageSize: 9, direction: 'initial', workType: 'ground' }))).toEqual([photoId(1)]);
      expect(await backend.countPhotos('exterior')).toBe(0);

      await admin.updatePhoto(photoId(1), { ...edit, workType: null });
      expect(await backend.getPhoto(photoId(1))).toMatchObject({ workType: null, takenAt });
      expect(await backend.countPhotos('ground')).toBe(0);
    });

    it('an image stored before work types (no workType, no takenAt field) reads as none and can be given a type', async () => {
      const { workType: _workType, takenAt: _takenAt, ...old } = photoDoc(1, { uploadedAt: hoursAfterBase(1) });
      await env.backend.seed({ images: [old] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const backend = await env.publicBackend();
      expect(await backend.getPhoto(photoId(1))).toMatchObject({ workType: null, takenAt: null });
      await admin.setPhotoFeatured(photoId(1), true);
      await admin.updatePhoto(photoId(1), {
        title: old.title,
        category: old.category,
        workType: 'waterproofing',
        description: old.description,
      });
      expect(await backend.getPhoto(photoId(1))).toMatchObject({ workType: 'waterproofing', takenAt: null, isFeatured: true });
    });
  });
}
