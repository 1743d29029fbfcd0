import { describe, expect, it } from 'vitest';
import type { Page } from '@/domain/paging';
import type { Inquiry } from '@/domain/types';
import { codesOf, everyCode, idsOf, type ContractEnv } from '../contract-env';
import { photoDocs, inquiryDoc, visitorInquiry } from '../fixtures';
import { nextAfter, prevBefore } from '../page-queries';

/**
 * Page cursors are the adapter's own opaque values: they carry the exact stored position (Firestore keeps
 * microseconds; a millisecond time would skip or repeat items written in the same millisecond), and they name
 * their list and filter, so a cursor given to another list is refused instead of being read as a place in it.
 */
export function pageCursorsContract(env: ContractEnv): void {
  describe('page cursors', () => {
    it('inquiries sent at the same moment are each paged exactly once, forward and back', async () => {
      const publicBackend = await env.publicBackend();
      // Sent together: the same millisecond on the demo's clock, microseconds apart in Firestore's server time.
      const sent = await Promise.all(
        Array.from({ length: 7 }, (_, i) => publicBackend.submitInquiry(visitorInquiry(`방문자${i + 1}`, `010-7000-${1001 + i}`))),
      );
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const all = idsOf(await admin.getInquiryPage({ pageSize: 10, direction: 'initial' }));
      expect([...all].sort()).toEqual([...sent].sort());

      for (const size of [1, 2, 3]) {
        const pages: Page<Inquiry>[] = [await admin.getInquiryPage({ pageSize: size, direction: 'initial' })];
        for (let page = pages[0]!; page.hasNext; pages.push(page)) page = await admin.getInquiryPage(nextAfter(page, size));
        expect(pages.flatMap(idsOf)).toEqual(all);

        let page = pages.at(-1)!;
        const backwards = [idsOf(page)];
        while (page.hasPrev) {
          page = await admin.getInquiryPage(prevBefore(page, size));
          backwards.unshift(idsOf(page));
        }
        expect(backwards.flat()).toEqual(all);
      }
    });

    it('a cursor of one list or filter is refused by another, and serves its own', async () => {
      await env.backend.seed({
        images: photoDocs(4, (n) => ({ workType: n % 2 === 1 ? 'roofing' : 'exterior' })),
        inquiries: [inquiryDoc(1, { status: 'new' }), inquiryDoc(2, { status: 'new' }), inquiryDoc(3, { status: 'checking' })],
      });
      await env.signInAsAdmin();
      const publicBackend = await env.publicBackend();
      const admin = await env.adminBackend();
      const gallery = await publicBackend.getPhotoPage({ pageSize: 1, direction: 'initial' });
      const roofing = await publicBackend.getPhotoPage({ pageSize: 1, direction: 'initial', workType: 'roofing' });
      const inquiries = await admin.getInquiryPage({ pageSize: 1, direction: 'initial' });
      const fresh = await admin.getInquiryPage({ pageSize: 1, direction: 'initial', status: 'new' });

      const calls = {
        'a gallery cursor in the inquiries': () => admin.getInquiryPage(nextAfter(gallery, 1)),
        'an inquiry cursor in the gallery': () => publicBackend.getPhotoPage(nextAfter(inquiries, 1)),
        'an all-types cursor in one type': () => publicBackend.getPhotoPage(nextAfter(gallery, 1, { workType: 'roofing' as const })),
        'one type’s cursor in another': () => publicBackend.getPhotoPage(prevBefore(roofing, 1, { workType: 'exterior' as const })),
        'one status’s cursor in all': () => admin.getInquiryPage(nextAfter(fresh, 1)),
        'an unfiltered cursor in a search': () => admin.getInquiryPage(nextAfter(inquiries, 1, { search: '방문자' })),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));

      expect(idsOf(await publicBackend.getPhotoPage(nextAfter(roofing, 1, { workType: 'roofing' as const })))).toHaveLength(1);
      expect(idsOf(await admin.getInquiryPage(nextAfter(fresh, 1, { status: 'new' as const })))).toHaveLength(1);
      // The gallery and the admin image list are one list: its cursors serve both.
      expect(idsOf(await admin.getPhotoPage(nextAfter(gallery, 1)))).toHaveLength(1);
    });
  });
}
