import { describe, expect, it } from 'vitest';
import { GALLERY_PAGE_SIZE } from '@/config/page-sizes';
import type { Page, PageQuery } from '@/domain/paging';
import type { GalleryPhoto } from '@/domain/types';
import { idsOf, type ContractEnv } from '../contract-env';
import { hoursAfterBase, photoDoc, photoDocs, photoId, photoIdsDesc } from '../fixtures';
import { nextAfter, prevBefore } from '../page-queries';

/** Gallery paging (9 a page): start-after / end-before + limit-to-last, one-item look-ahead. */
export function galleryPagingContract(env: ContractEnv): void {
  const size = GALLERY_PAGE_SIZE;
  const initial: PageQuery = { pageSize: size, direction: 'initial' };

  describe('gallery paging', () => {
    it('walks 20 images forward and back, 9 a page', async () => {
      await env.backend.seed({ images: photoDocs(20) });
      const backend = await env.publicBackend();

      const page1 = await backend.getPhotoPage(initial);
      expect(idsOf(page1)).toEqual(photoIdsDesc(20, 12));
      expect([page1.hasPrev, page1.hasNext]).toEqual([false, true]);

      const page2 = await backend.getPhotoPage(nextAfter(page1, size));
      expect(idsOf(page2)).toEqual(photoIdsDesc(11, 3));
      expect([page2.hasPrev, page2.hasNext]).toEqual([true, true]);

      const page3 = await backend.getPhotoPage(nextAfter(page2, size));
      expect(idsOf(page3)).toEqual(photoIdsDesc(2, 1));
      expect([page3.hasPrev, page3.hasNext]).toEqual([true, false]);

      const back2 = await backend.getPhotoPage(prevBefore(page3, size));
      expect(idsOf(back2)).toEqual(photoIdsDesc(11, 3));
      expect([back2.hasPrev, back2.hasNext]).toEqual([true, true]);

      const back1 = await backend.getPhotoPage(prevBefore(back2, size));
      expect(idsOf(back1)).toEqual(photoIdsDesc(20, 12));
      expect([back1.hasPrev, back1.hasNext]).toEqual([false, true]);
    });

    it('exactly 18 images: the second page is the last (look-ahead finds nothing)', async () => {
      await env.backend.seed({ images: photoDocs(18) });
      const backend = await env.publicBackend();
      const page1 = await backend.getPhotoPage(initial);
      expect(page1.hasNext).toBe(true);
      const page2 = await backend.getPhotoPage(nextAfter(page1, size));
      expect(idsOf(page2)).toEqual(photoIdsDesc(9, 1));
      expect([page2.hasPrev, page2.hasNext]).toEqual([true, false]);
    });

    it('exactly 19 images: a third page with one item', async () => {
      await env.backend.seed({ images: photoDocs(19) });
      const backend = await env.publicBackend();
      const page2 = await backend.getPhotoPage(nextAfter(await backend.getPhotoPage(initial), size));
      expect(idsOf(page2)).toEqual(photoIdsDesc(10, 2));
      expect(page2.hasNext).toBe(true);
      const page3 = await backend.getPhotoPage(nextAfter(page2, size));
      expect(idsOf(page3)).toEqual([photoId(1)]);
      expect([page3.hasPrev, page3.hasNext]).toEqual([true, false]);
    });

    it('exactly one page, and an empty gallery', async () => {
      const backend = await env.publicBackend();
      expect(await backend.getPhotoPage(initial)).toEqual({
        items: [],
        hasNext: false,
        hasPrev: false,
        startCursor: null,
        endCursor: null,
      });
      await env.backend.seed({ images: photoDocs(size) });
      const only = await backend.getPhotoPage(initial);
      expect(only.items).toHaveLength(size);
      expect([only.hasPrev, only.hasNext]).toEqual([false, false]);
    });

    it('prev from the second page of 10 returns a full first page with hasPrev false', async () => {
      await env.backend.seed({ images: photoDocs(10) });
      const backend = await env.publicBackend();
      const page2 = await backend.getPhotoPage(nextAfter(await backend.getPhotoPage(initial), size));
      expect(idsOf(page2)).toEqual([photoId(1)]);
      const page1 = await backend.getPhotoPage(prevBefore(page2, size));
      expect(idsOf(page1)).toEqual(photoIdsDesc(10, 2));
      expect([page1.hasPrev, page1.hasNext]).toEqual([false, true]);
    });

    it('orders newest first, ties by id descending, missing times last; cursors cross ties and the null group', async () => {
      const tie = hoursAfterBase(50);
      await env.backend.seed({
        images: [
          photoDoc(1, { uploadedAt: null }),
          photoDoc(2, { uploadedAt: tie }),
          photoDoc(3, { uploadedAt: hoursAfterBase(90) }),
          photoDoc(4, { uploadedAt: tie }),
          photoDoc(5, { uploadedAt: null, date: '2018-06-12' }),
          photoDoc(6, { uploadedAt: tie }),
          photoDoc(7, { uploadedAt: null }),
          photoDoc(8, { uploadedAt: hoursAfterBase(5) }),
        ],
      });
      const expected = [3, 6, 4, 2, 8, 7, 5, 1].map(photoId);
      const backend = await env.publicBackend();
      expect(idsOf(await backend.getPhotoPage({ pageSize: 20, direction: 'initial' }))).toEqual(expected);

      // Pages of 2 forward, then back: every cursor (in a tie, in the null group, on the legacy-date item) works.
      const pages: Page<GalleryPhoto>[] = [await backend.getPhotoPage({ pageSize: 2, direction: 'initial' })];
      while (pages[pages.length - 1]?.hasNext) {
        const previous = pages[pages.length - 1] as Page<GalleryPhoto>;
        pages.push(await backend.getPhotoPage(nextAfter(previous, 2)));
      }
      expect(pages.map(idsOf)).toEqual([expected.slice(0, 2), expected.slice(2, 4), expected.slice(4, 6), expected.slice(6, 8)]);

      let page = pages[3] as Page<GalleryPhoto>;
      const backwards: string[][] = [];
      while (page.hasPrev) {
        page = await backend.getPhotoPage(prevBefore(page, 2));
        backwards.push(idsOf(page));
      }
      expect(backwards).toEqual([expected.slice(4, 6), expected.slice(2, 4), expected.slice(0, 2)]);
    });

    it('the admin image list pages the same way, 6 a page', async () => {
      await env.backend.seed({ images: photoDocs(13) });
      const admin = await env.adminBackend();
      expect(await admin.countPhotos()).toBe(13);
      const page1 = await admin.getPhotoPage({ pageSize: 6, direction: 'initial' });
      expect(idsOf(page1)).toEqual(photoIdsDesc(13, 8));
      const page2 = await admin.getPhotoPage(nextAfter(page1, 6));
      expect(idsOf(page2)).toEqual(photoIdsDesc(7, 2));
      expect([page2.hasPrev, page2.hasNext]).toEqual([true, true]);
      const page3 = await admin.getPhotoPage(nextAfter(page2, 6));
      expect(idsOf(page3)).toEqual([photoId(1)]);
      expect([page3.hasPrev, page3.hasNext]).toEqual([true, false]);
      const back = await admin.getPhotoPage(prevBefore(page3, 6));
      expect(idsOf(back)).toEqual(photoIdsDesc(7, 2));
    });
  });
}
