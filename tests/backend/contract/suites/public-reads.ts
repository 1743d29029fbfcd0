import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@/config/limits';
import { GALLERY_PAGE_SIZE } from '@/config/page-sizes';
import { idsOf, type ContractEnv } from '../contract-env';
import { hoursAfterBase, photoDoc, photoDocs, photoId } from '../fixtures';

/** Counts, featured, hero, single image, the legacy `date` fallback and neighbours. */
export function publicReadsContract(env: ContractEnv): void {
  describe('public reads', () => {
    it('counts all images', async () => {
      const backend = await env.publicBackend();
      expect(await backend.countPhotos()).toBe(0);
      await env.backend.seed({ images: photoDocs(5) });
      expect(await backend.countPhotos()).toBe(5);
    });

    it('counts more images than the largest page read (counts carry their own limit, MAX_QUERY_LIMIT)', async () => {
      const count = MAX_PAGE_SIZE + 5;
      await env.backend.seed({ images: photoDocs(count) });
      expect(await (await env.publicBackend()).countPhotos()).toBe(count);
      await env.signInAsAdmin();
      expect(await (await env.adminBackend()).countPhotos()).toBe(count);
    });

    it('lists only featured images, newest first, at most `limit`', async () => {
      const featured = new Set([2, 4, 5, 7]);
      await env.backend.seed({ images: photoDocs(8, (n) => ({ isFeatured: featured.has(n) })) });
      const backend = await env.publicBackend();

      const top = await backend.getFeaturedPhotos(3);
      expect(idsOf(top)).toEqual([photoId(7), photoId(5), photoId(4)]);
      expect(top.every((image) => image.isFeatured)).toBe(true);
      expect(idsOf(await backend.getFeaturedPhotos(10))).toEqual([photoId(7), photoId(5), photoId(4), photoId(2)]);
    });

    it('has no featured images when none is flagged', async () => {
      await env.backend.seed({ images: photoDocs(3) });
      expect(await (await env.publicBackend()).getFeaturedPhotos(3)).toEqual([]);
    });

    it('returns the hero image, or null when none is flagged', async () => {
      await env.backend.seed({ images: photoDocs(4) });
      const backend = await env.publicBackend();
      expect(await backend.getHeroPhoto()).toBeNull();

      await env.backend.seed({ images: [photoDoc(2, { isHeroImage: true })] });
      const hero = await backend.getHeroPhoto();
      expect(hero?.id).toBe(photoId(2));
      expect(hero?.isHeroImage).toBe(true);
    });

    it('reads one image with all its fields, or null for an unknown id', async () => {
      const stored = photoDoc(3, { description: null, isFeatured: true, category: 'AS' });
      await env.backend.seed({ images: [stored, photoDoc(4)] });
      const backend = await env.publicBackend();

      expect(await backend.getPhoto(photoId(3))).toEqual({
        id: stored.id,
        title: stored.title,
        category: 'AS',
        workType: null,
        description: null,
        takenAt: null,
        imageUrl: stored.imageUrl,
        thumbnailUrl: stored.thumbnailUrl,
        fileName: stored.fileName,
        thumbnailFileName: stored.thumbnailFileName,
        uploadedAt: hoursAfterBase(3),
        uploaderUid: stored.uploaderUid,
        uploaderEmail: stored.uploaderEmail,
        isFeatured: true,
        isHeroImage: false,
        jobId: null,
        stage: null,
      });
      expect(await backend.getPhoto('no-such-image')).toBeNull();
    });

    it('reads the legacy text `date` when uploadedAt is missing, and null when neither exists', async () => {
      await env.backend.seed({
        images: [
          photoDoc(1, { uploadedAt: null, date: '2018-06-12' }),
          photoDoc(2, { uploadedAt: null }),
          photoDoc(3, { date: '2001-01-01' }),
        ],
      });
      const backend = await env.publicBackend();
      expect((await backend.getPhoto(photoId(1)))?.uploadedAt).toEqual(new Date(2018, 5, 12));
      expect((await backend.getPhoto(photoId(2)))?.uploadedAt).toBeNull();
      // uploadedAt wins over the legacy field.
      expect((await backend.getPhoto(photoId(3)))?.uploadedAt).toEqual(hoursAfterBase(3));
      // The gallery list reads it the same way.
      const page = await backend.getPhotoPage({ pageSize: GALLERY_PAGE_SIZE, direction: 'initial' });
      expect(page.items.find((image) => image.id === photoId(1))?.uploadedAt).toEqual(new Date(2018, 5, 12));
    });

    describe('neighbours in gallery order', () => {
      async function neighboursOf(n: number) {
        const backend = await env.publicBackend();
        const image = await backend.getPhoto(photoId(n));
        if (!image) throw new Error(`seeded image ${n} missing`);
        const { newer, older } = await backend.getPhotoNeighbours(image.id);
        return { newer: newer?.id ?? null, older: older?.id ?? null };
      }

      it('first (newest), middle and last (oldest) items', async () => {
        await env.backend.seed({ images: photoDocs(5) });
        expect(await neighboursOf(5)).toEqual({ newer: null, older: photoId(4) });
        expect(await neighboursOf(3)).toEqual({ newer: photoId(4), older: photoId(2) });
        expect(await neighboursOf(1)).toEqual({ newer: photoId(2), older: null });
      });

      it('a single image has no neighbours', async () => {
        await env.backend.seed({ images: photoDocs(1) });
        expect(await neighboursOf(1)).toEqual({ newer: null, older: null });
      });

      it('follows ties (id descending) and the no-date items at the end', async () => {
        const tie = hoursAfterBase(10);
        await env.backend.seed({
          images: [
            photoDoc(1, { uploadedAt: tie }),
            photoDoc(2, { uploadedAt: tie }),
            photoDoc(3, { uploadedAt: null }),
            photoDoc(4, { uploadedAt: null, date: '2018-06-12' }),
            photoDoc(5, { uploadedAt: hoursAfterBase(20) }),
          ],
        });
        // Order: 5, 2, 1 (tie, id desc), then the stored nulls 4, 3 (id desc).
        expect(await neighboursOf(2)).toEqual({ newer: photoId(5), older: photoId(1) });
        expect(await neighboursOf(1)).toEqual({ newer: photoId(2), older: photoId(4) });
        expect(await neighboursOf(4)).toEqual({ newer: photoId(1), older: photoId(3) });
        expect(await neighboursOf(3)).toEqual({ newer: photoId(4), older: null });
      });
    });
  });
}
