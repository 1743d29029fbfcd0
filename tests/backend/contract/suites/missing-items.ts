import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { cursorOf } from '@/domain/paging';
import { codesOf, everyCode, idsOf, type ContractEnv } from '../contract-env';
import { hoursAfterBase, imageDoc, imageDocs, imageId, imageIdsDesc, inquiryDoc, inquiryIdsDesc } from '../fixtures';

/** Ids no document can have (Firestore's rules for ids; the demo follows them). */
const IMPOSSIBLE_IDS = ['', 'img-01/x', '.', '..', '__img__', 'x'.repeat(1501)];

/** Every admin write that names an item, on `id`. */
function writesOn(admin: AdminBackend, id: string): Record<string, () => Promise<unknown>> {
  const label = (name: string) => `${name}(${id.length > 12 ? `${id.slice(0, 8)}… (${id.length})` : `'${id}'`})`;
  return {
    [label('updateImage')]: () => admin.updateImage(id, { title: '변경', category: 'AS', workType: null, description: null }),
    [label('setImageFeatured')]: () => admin.setImageFeatured(id, true),
    [label('setHeroImage')]: () => admin.setHeroImage(id),
    [label('deleteImage')]: () => admin.deleteImage(id),
    [label('updateInquiryStatus')]: () => admin.updateInquiryStatus(id, '확인중'),
    [label('deleteInquiry')]: () => admin.deleteInquiry(id),
  };
}

/** Items that do not exist, and ids that cannot exist: null on reads, not-found on writes, cursors by their time. */
export function missingItemsContract(env: ContractEnv): void {
  describe('missing items', () => {
    it('getImage of an id no document can have is null', async () => {
      await env.backend.seed({ images: [imageDoc(1)] });
      const backend = await env.publicBackend();
      const found = await Promise.all(IMPOSSIBLE_IDS.map((id) => backend.getImage(id)));
      expect(found).toEqual(IMPOSSIBLE_IDS.map(() => null));
    });

    it('setImageFeatured, setHeroImage and deleteImage of an unknown id fail with not-found and change nothing', async () => {
      await env.backend.seed({ images: imageDocs(2, (n) => ({ isHeroImage: n === 1 })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const calls = {
        setImageFeatured: () => admin.setImageFeatured('no-such-image', true),
        setHeroImage: () => admin.setHeroImage('no-such-image'),
        deleteImage: () => admin.deleteImage('no-such-image'),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'not-found'));
      const publicBackend = await env.publicBackend();
      expect((await publicBackend.getHeroImage())?.id).toBe(imageId(1));
      expect(await publicBackend.getFeaturedImages(3)).toEqual([]);
      expect(await publicBackend.countImages()).toBe(2);
      expect(await env.activitiesWhen(() => true)).toEqual([]);
    });

    it('every admin write on an id no document can have fails with not-found and changes nothing', async () => {
      await env.backend.seed({ images: [imageDoc(1)], inquiries: [inquiryDoc(1)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const calls = Object.assign({}, ...IMPOSSIBLE_IDS.map((id) => writesOn(admin, id))) as Record<string, () => Promise<unknown>>;
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'not-found'));
      expect(await admin.countImages()).toBe(1);
      expect(await admin.countInquiries()).toBe(1);
      expect(await env.activitiesWhen(() => true)).toEqual([]);
    });

    it('a gallery cursor naming an image that never existed pages from its own time and id', async () => {
      await env.backend.seed({ images: imageDocs(10) });
      const backend = await env.publicBackend();
      // Same time as img-05; in a tie ids go descending, so 'img-05x' sits just before img-05.
      const cursor = { at: hoursAfterBase(5).getTime(), id: 'img-05x' };

      const next = await backend.getImagePage({ pageSize: 3, direction: 'next', cursor });
      expect([idsOf(next), next.hasPrev, next.hasNext]).toEqual([imageIdsDesc(5, 3), true, true]);
      const prev = await backend.getImagePage({ pageSize: 3, direction: 'prev', cursor });
      expect([idsOf(prev), prev.hasPrev, prev.hasNext]).toEqual([imageIdsDesc(8, 6), true, true]);
      const { newer, older } = await backend.getImageNeighbours(cursor);
      expect([newer?.id, older?.id]).toEqual([imageId(6), imageId(5)]);

      // Past the oldest item, and in the group without a time (after every timed item).
      const end = await backend.getImagePage({ pageSize: 3, direction: 'next', cursor: { at: null, id: 'zz-none' } });
      expect([idsOf(end), end.hasNext]).toEqual([[], false]);
      const beforeEnd = await backend.getImagePage({ pageSize: 3, direction: 'prev', cursor: { at: null, id: 'zz-none' } });
      expect([idsOf(beforeEnd), beforeEnd.hasPrev]).toEqual([imageIdsDesc(3, 1), true]);
    });

    it('an inquiry cursor naming an inquiry that never existed pages from its own time and id', async () => {
      await env.backend.seed({ inquiries: Array.from({ length: 6 }, (_, i) => inquiryDoc(i + 1)) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const cursor = cursorOf(hoursAfterBase(4), 'inq-04x');
      const next = await admin.getInquiryPage({ pageSize: 2, direction: 'next', cursor });
      expect([idsOf(next), next.hasNext]).toEqual([inquiryIdsDesc(4, 3), true]);
      const prev = await admin.getInquiryPage({ pageSize: 2, direction: 'prev', cursor });
      expect([idsOf(prev), prev.hasPrev]).toEqual([inquiryIdsDesc(6, 5), false]);
    });
  });
}
