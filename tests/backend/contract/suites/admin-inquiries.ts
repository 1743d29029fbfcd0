import { describe, expect, it } from 'vitest';
import type { InquiryPageQuery } from '@/backend/port';
import { ADMIN_INQUIRIES_PAGE_SIZE } from '@/config/page-sizes';
import type { Page, PageQuery } from '@/domain/paging';
import type { Inquiry, InquiryStatus } from '@/domain/types';
import { codeOf, idsOf, type ContractEnv } from '../contract-env';
import { inquiryDoc, inquiryId, inquiryIdsDesc } from '../fixtures';
import { nextAfter, prevBefore } from '../page-queries';

const next = (page: Page<Inquiry>, status?: InquiryStatus): InquiryPageQuery =>
  nextAfter(page, ADMIN_INQUIRIES_PAGE_SIZE, status ? { status } : {});

const prev = (page: Page<Inquiry>, status?: InquiryStatus): InquiryPageQuery =>
  prevBefore(page, ADMIN_INQUIRIES_PAGE_SIZE, status ? { status } : {});

const STATUS_OF: InquiryStatus[] = ['new', 'checking', 'answered'];

/** Inquiry list, counts, status changes and deletion. */
export function adminInquiriesContract(env: ContractEnv): void {
  const size = ADMIN_INQUIRIES_PAGE_SIZE;
  const initial: PageQuery = { pageSize: size, direction: 'initial' };

  describe('admin inquiries', () => {
    it('counts all inquiries and those of one status', async () => {
      // 1..10: statuses cycle 확인중, 답변완료, 신규, ... (n % 3).
      await env.backend.seed({ inquiries: Array.from({ length: 10 }, (_, i) => inquiryDoc(i + 1, { status: STATUS_OF[(i + 1) % 3] })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await admin.countInquiries()).toBe(10);
      expect(await admin.countInquiries('new')).toBe(3);
      expect(await admin.countInquiries('checking')).toBe(4);
      expect(await admin.countInquiries('answered')).toBe(3);
    });

    it('pages 9 inquiries 7 at a time, both ways, with the look-ahead', async () => {
      await env.backend.seed({ inquiries: Array.from({ length: 9 }, (_, i) => inquiryDoc(i + 1)) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page1 = await admin.getInquiryPage(initial);
      expect(idsOf(page1)).toEqual(inquiryIdsDesc(9, 3));
      expect([page1.hasPrev, page1.hasNext]).toEqual([false, true]);
      const page2 = await admin.getInquiryPage(next(page1));
      expect(idsOf(page2)).toEqual(inquiryIdsDesc(2, 1));
      expect([page2.hasPrev, page2.hasNext]).toEqual([true, false]);
      const back = await admin.getInquiryPage(prev(page2));
      expect(idsOf(back)).toEqual(inquiryIdsDesc(9, 3));
      expect([back.hasPrev, back.hasNext]).toEqual([false, true]);
    });

    it('exactly 14 inquiries: the second page is the last', async () => {
      await env.backend.seed({ inquiries: Array.from({ length: 14 }, (_, i) => inquiryDoc(i + 1)) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page2 = await admin.getInquiryPage(next(await admin.getInquiryPage(initial)));
      expect(idsOf(page2)).toEqual(inquiryIdsDesc(7, 1));
      expect([page2.hasPrev, page2.hasNext]).toEqual([true, false]);
    });

    it('filters by status while paging', async () => {
      // Odd n are 신규 (9 of them among 1..18), even n 확인중.
      await env.backend.seed({
        inquiries: Array.from({ length: 18 }, (_, i) => inquiryDoc(i + 1, { status: (i + 1) % 2 === 1 ? 'new' : 'checking' })),
      });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page1 = await admin.getInquiryPage({ ...initial, status: 'new' });
      expect(idsOf(page1)).toEqual([17, 15, 13, 11, 9, 7, 5].map(inquiryId));
      expect([page1.hasPrev, page1.hasNext]).toEqual([false, true]);
      const page2 = await admin.getInquiryPage(next(page1, 'new'));
      expect(idsOf(page2)).toEqual([3, 1].map(inquiryId));
      expect([page2.hasPrev, page2.hasNext]).toEqual([true, false]);
      const back = await admin.getInquiryPage(prev(page2, 'new'));
      expect(idsOf(back)).toEqual(idsOf(page1));
      expect(back.hasPrev).toBe(false);
      expect(page1.items.every((inquiry) => inquiry.status === 'new')).toBe(true);
    });

    it('reads every field of an inquiry', async () => {
      const stored = inquiryDoc(1, { email: 'a@example.com', status: 'checking' });
      await env.backend.seed({ inquiries: [stored] });
      await env.signInAsAdmin();
      const page = await (await env.adminBackend()).getInquiryPage(initial);
      expect(page.items).toEqual([stored]);
    });

    it('updateInquiryStatus changes the status and logs from/to; the current value writes nothing', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1), inquiryDoc(2)] });
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();

      await admin.updateInquiryStatus(inquiryId(1), 'checking');
      expect((await admin.getInquiryPage(initial)).items.find((i) => i.id === inquiryId(1))?.status).toBe('checking');
      expect(await admin.countInquiries('new')).toBe(1);

      // Same value: no write, no activity. A later real change proves the log has caught up.
      await admin.updateInquiryStatus(inquiryId(1), 'checking');
      await admin.updateInquiryStatus(inquiryId(2), 'answered');
      const activities = await env.activitiesWhen((list) => list.some((a) => a.relatedId === inquiryId(2)));
      const changes = activities.filter((a) => a.type === 'inquiry_status_change');
      expect(changes).toHaveLength(2);
      expect(changes.find((a) => a.relatedId === inquiryId(1))).toMatchObject({
        userId: user.uid,
        details: { inquiryName: inquiryDoc(1).name, from: '신규', to: '확인중' },
        text: `${inquiryDoc(1).name}님 문의의 상태를 '신규'에서 '확인중'으로 변경했습니다.`,
      });
      expect(changes.find((a) => a.relatedId === inquiryId(2))).toMatchObject({
        details: { from: '신규', to: '답변완료' },
        text: `${inquiryDoc(2).name}님 문의의 상태를 '신규'에서 '답변완료'로 변경했습니다.`,
      });
    });

    it('deleteInquiry removes it and logs inquiry_delete', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1), inquiryDoc(2)] });
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();
      await admin.deleteInquiry(inquiryId(1));
      expect(idsOf(await admin.getInquiryPage(initial))).toEqual([inquiryId(2)]);
      expect(await admin.countInquiries()).toBe(1);
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'inquiry_delete'));
      expect(activities[0]).toMatchObject({
        type: 'inquiry_delete',
        relatedId: inquiryId(1),
        userId: user.uid,
        details: { inquiryName: inquiryDoc(1).name },
      });
    });

    it('status change and delete of an unknown id fail with not-found', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await codeOf(admin.updateInquiryStatus('no-such-inquiry', 'checking'))).toBe('not-found');
      expect(await codeOf(admin.deleteInquiry('no-such-inquiry'))).toBe('not-found');
    });
  });

  // Statuses are English in code and Korean as stored (src/domain/stored-inquiry-status.ts): documents written before
  // the code's values changed, and firestore.rules, keep the Korean words.
  describe('statuses as stored', () => {
    it('reads each stored Korean status as its code value, in a page, one inquiry, a filter and a count', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1), inquiryDoc(2), inquiryDoc(3)] });
      await env.backend.writeStoredInquiryStatus(inquiryId(1), '신규');
      await env.backend.writeStoredInquiryStatus(inquiryId(2), '확인중');
      await env.backend.writeStoredInquiryStatus(inquiryId(3), '답변완료');
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page = await admin.getInquiryPage(initial);
      expect(page.items.map((inquiry) => [inquiry.id, inquiry.status])).toEqual([
        [inquiryId(3), 'answered'],
        [inquiryId(2), 'checking'],
        [inquiryId(1), 'new'],
      ]);
      expect((await admin.getInquiry(inquiryId(2)))?.status).toBe('checking');
      expect(idsOf(await admin.getInquiryPage({ ...initial, status: 'answered' }))).toEqual([inquiryId(3)]);
      expect(await admin.countInquiries('new')).toBe(1);
      expect(await admin.countInquiries({ status: 'checking' })).toBe(1);
    });

    it('updateInquiryStatus stores the Korean value, and the log quotes it', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await env.backend.readStoredInquiryStatus(inquiryId(1))).toBe('신규');
      await admin.updateInquiryStatus(inquiryId(1), 'answered');
      expect(await env.backend.readStoredInquiryStatus(inquiryId(1))).toBe('답변완료');
      await admin.updateInquiryStatus(inquiryId(1), 'checking');
      expect(await env.backend.readStoredInquiryStatus(inquiryId(1))).toBe('확인중');
      await admin.updateInquiryStatus(inquiryId(1), 'new');
      expect(await env.backend.readStoredInquiryStatus(inquiryId(1))).toBe('신규');
      const changes = (await env.activitiesWhen((list) => list.filter((a) => a.type === 'inquiry_status_change').length === 3)).filter(
        (a) => a.type === 'inquiry_status_change',
      );
      // In any order: the three may share a millisecond.
      expect(changes.map((a) => a.details)).toHaveLength(3);
      expect(changes.map((a) => a.details)).toEqual(
        expect.arrayContaining([
          { inquiryName: inquiryDoc(1).name, from: '신규', to: '답변완료' },
          { inquiryName: inquiryDoc(1).name, from: '답변완료', to: '확인중' },
          { inquiryName: inquiryDoc(1).name, from: '확인중', to: '신규' },
        ]),
      );
    });

    it('reads a status it does not know as new, lists it under no status, and a change replaces it', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1)] });
      await env.backend.writeStoredInquiryStatus(inquiryId(1), '보류');
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect((await admin.getInquiry(inquiryId(1)))?.status).toBe('new');
      expect(await admin.countInquiries()).toBe(1);
      expect(await admin.countInquiries('new')).toBe(0);
      await admin.updateInquiryStatus(inquiryId(1), 'new');
      expect(await env.backend.readStoredInquiryStatus(inquiryId(1))).toBe('신규');
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'inquiry_status_change'));
      expect(activities.find((a) => a.type === 'inquiry_status_change')?.details).toEqual({
        inquiryName: inquiryDoc(1).name,
        from: '보류',
        to: '신규',
      });
    });
  });
}
