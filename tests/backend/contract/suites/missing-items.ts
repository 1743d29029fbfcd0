import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { codesOf, everyCode, idsOf, type ContractEnv } from '../contract-env';
import { photoDoc, photoDocs, photoId, inquiryDoc, inquiryId, inquiryIdsDesc } from '../fixtures';
import { nextAfter, prevBefore } from '../page-queries';

/** Ids no document can have (Firestore's rules for ids; the demo follows them). */
const IMPOSSIBLE_IDS = ['', 'img-01/x', '.', '..', '__img__', 'x'.repeat(1501)];

/** Every admin write that names an item, on `id`. */
function writesOn(admin: AdminBackend, id: string): Record<string, () => Promise<unknown>> {
  const label = (name: string) => `${name}(${id.length > 12 ? `${id.slice(0, 8)}… (${id.length})` : `'${id}'`})`;
  return {
    [label('updatePhoto')]: () => admin.updatePhoto(id, { title: '변경', category: 'AS', workType: null, description: null }),
    [label('setPhotoFeatured')]: () => admin.setPhotoFeatured(id, true),
    [label('setHeroPhoto')]: () => admin.setHeroPhoto(id),
    [label('deletePhoto')]: () => admin.deletePhoto(id),
    [label('updateInquiryStatus')]: () => admin.updateInquiryStatus(id, 'checking'),
    [label('deleteInquiry')]: () => admin.deleteInquiry(id),
  };
}

/** Items that do not exist, and ids that cannot exist: null on reads, not-found on writes; cursors outlive their items. */
export function missingItemsContract(env: ContractEnv): void {
  describe('missing items', () => {
    it('getPhoto of an id no document can have is null', async () => {
      await env.backend.seed({ images: [photoDoc(1)] });
      const backend = await env.publicBackend();
      const found = await Promise.all(IMPOSSIBLE_IDS.map((id) => backend.getPhoto(id)));
      expect(found).toEqual(IMPOSSIBLE_IDS.map(() => null));
    });

    it('setPhotoFeatured, setHeroPhoto and deletePhoto of an unknown id fail with not-found and change nothing', async () => {
      await env.backend.seed({ images: photoDocs(2, (n) => ({ isHeroImage: n === 1 })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const calls = {
        setPhotoFeatured: () => admin.setPhotoFeatured('no-such-image', true),
        setHeroPhoto: () => admin.setHeroPhoto('no-such-image'),
        deletePhoto: () => admin.deletePhoto('no-such-image'),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'not-found'));
      const publicBackend = await env.publicBackend();
      expect((await publicBackend.getHeroPhoto())?.id).toBe(photoId(1));
      expect(await publicBackend.getFeaturedPhotos(3)).toEqual([]);
      expect(await publicBackend.countPhotos()).toBe(2);
      expect(await env.activitiesWhen(() => true)).toEqual([]);
    });

    it('every admin write on an id no document can have fails with not-found and changes nothing', async () => {
      await env.backend.seed({ images: [photoDoc(1)], inquiries: [inquiryDoc(1)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const calls = Object.assign({}, ...IMPOSSIBLE_IDS.map((id) => writesOn(admin, id))) as Record<string, () => Promise<unknown>>;
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'not-found'));
      expect(await admin.countPhotos()).toBe(1);
      expect(await admin.countInquiries()).toBe(1);
      expect(await env.activitiesWhen(() => true)).toEqual([]);
    });

    it('an image that does not exist, or an id no image can have, has no neighbours', async () => {
      await env.backend.seed({ images: photoDocs(3) });
      const backend = await env.publicBackend();
      for (const id of ['img-02x', '', 'img-01/x', '__img__']) {
        expect(await backend.getPhotoNeighbours(id)).toEqual({ newer: null, older: null });
      }
    });

    it('an inquiry cursor outlives its inquiry: it pages from where the inquiry was', async () => {
      await env.backend.seed({ inquiries: Array.from({ length: 6 }, (_, i) => inquiryDoc(i + 1)) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page1 = await admin.getInquiryPage({ pageSize: 2, direction: 'initial' });
      const page2 = await admin.getInquiryPage(nextAfter(page1, 2));
      expect(idsOf(page2)).toEqual(inquiryIdsDesc(4, 3));
      await admin.deleteInquiry(inquiryId(4));
      await admin.deleteInquiry(inquiryId(3));
      const next = await admin.getInquiryPage(nextAfter(page2, 2));
      expect([idsOf(next), next.hasNext]).toEqual([inquiryIdsDesc(2, 1), false]);
      const prev = await admin.getInquiryPage(prevBefore(page2, 2));
      expect([idsOf(prev), prev.hasPrev]).toEqual([inquiryIdsDesc(6, 5), false]);
    });
  });
}
