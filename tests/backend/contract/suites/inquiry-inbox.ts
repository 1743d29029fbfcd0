import { describe, expect, it } from 'vitest';
import type { NewInquiriesUpdate } from '@/backend/port';
import { MAX_PAGE_SIZE, STAFF_NOTE_MAX } from '@/config/limits';
import { NEW_INQUIRIES_LIVE_WINDOW } from '@/config/timing';
import type { PageQuery } from '@/domain/paging';
import type { InquiryStatus } from '@/domain/types';
import { readAllPages } from '@/lib/paging/read-all-pages';
import { EVENTUAL_WAIT_MS } from '../../../support/timeouts';
import { codeOf, idsOf, type ContractEnv } from '../contract-env';
import { inquiryDoc, inquiryId, inquiryIdsDesc, visitorInquiry } from '../fixtures';

/**
 * The admin's phone inbox: the live count of 신규 inquiries and the ones that just arrived, one inquiry
 * by id (a link from a toast), the staff note, and reading a whole (filtered) list in bounded pages for the export.
 */
export function inquiryInboxContract(env: ContractEnv): void {
  describe('new inquiries (live)', () => {
    it('reports the 신규 count at once, then each arrival once; an inquiry set back to 신규 is counted, not announced', async () => {
      // inq-01..03 신규, inq-04..05 확인중, all received long before the subscription.
      await env.backend.seed({
        inquiries: [1, 2, 3, 4, 5].map((n) => inquiryDoc(n, { status: n <= 3 ? 'new' : 'checking' })),
      });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const updates: NewInquiriesUpdate[] = [];
      const errors: unknown[] = [];
      const unsubscribe = admin.subscribeNewInquiries(
        (update) => updates.push(update),
        (error) => errors.push(error),
      );
      const timeout = env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;
      const latest = () => updates[updates.length - 1];
      const announced = () => updates.flatMap((update) => update.arrived.map((inquiry) => inquiry.id));

      await expect.poll(() => updates.length, { timeout }).toBeGreaterThanOrEqual(1);
      expect(updates[0]).toEqual({ count: 3, arrived: [] });

      const id = await (await env.publicBackend()).submitInquiry(visitorInquiry('홍길동'));
      await expect.poll(() => latest()?.count, { timeout }).toBe(4);
      expect(announced()).toEqual([id]);
      const arrival = updates.find((update) => update.arrived.length > 0)?.arrived[0];
      expect(arrival).toMatchObject({ id, name: '홍길동', phone: '010-5555-6666', status: 'new' });

      // An old inquiry back to 신규: counted, never announced.
      await admin.updateInquiryStatus(inquiryId(4), 'new');
      await expect.poll(() => latest()?.count, { timeout }).toBe(5);
      // The new one leaves the set and comes back: counted again, not announced twice.
      await admin.updateInquiryStatus(id, 'checking');
      await expect.poll(() => latest()?.count, { timeout }).toBe(4);
      await admin.updateInquiryStatus(id, 'new');
      await expect.poll(() => latest()?.count, { timeout }).toBe(5);
      expect(announced()).toEqual([id]);

      unsubscribe();
      const reports = updates.length;
      await (await env.publicBackend()).submitInquiry(visitorInquiry('구독 해제 후'));
      // The log catches up with the last submission, so the unsubscribed listener had its chance to report it.
      await env.activitiesWhen((list) => list.some((activity) => activity.text.startsWith('구독 해제 후')));
      expect(updates).toHaveLength(reports);
      expect(errors).toEqual([]);
    });

    it('counts every 신규 inquiry beyond the newest few it follows; announces an arrival; follows a change of an older one', async () => {
      const many = NEW_INQUIRIES_LIVE_WINDOW + 5;
      await env.backend.seed({ inquiries: Array.from({ length: many }, (_, index) => inquiryDoc(index + 1, { status: 'new' })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const updates: NewInquiriesUpdate[] = [];
      const unsubscribe = admin.subscribeNewInquiries(
        (update) => updates.push(update),
        (error) => {
          throw error;
        },
      );
      const timeout = env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;
      const latest = () => updates[updates.length - 1];
      await expect.poll(() => latest()?.count, { timeout }).toBe(many);
      const id = await (await env.publicBackend()).submitInquiry(visitorInquiry('새 손님'));
      await expect.poll(() => latest()?.count, { timeout }).toBe(many + 1);
      expect(updates.flatMap((update) => update.arrived.map((inquiry) => inquiry.id))).toEqual([id]);
      // The oldest 신규 inquiry is far outside the newest few: its change still shows in the count.
      await admin.updateInquiryStatus(inquiryId(1), 'answered');
      await expect.poll(() => latest()?.count, { timeout }).toBe(many);
      await admin.deleteInquiry(inquiryId(2));
      await expect.poll(() => latest()?.count, { timeout }).toBe(many - 1);
      unsubscribe();
    });

    it('starts at 0 with no inquiry, and announces several arrivals', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const updates: NewInquiriesUpdate[] = [];
      const unsubscribe = admin.subscribeNewInquiries(
        (update) => updates.push(update),
        (error) => {
          throw error;
        },
      );
      const timeout = env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;
      await expect.poll(() => updates.length, { timeout }).toBeGreaterThanOrEqual(1);
      expect(updates[0]).toEqual({ count: 0, arrived: [] });
      const publicBackend = await env.publicBackend();
      const first = await publicBackend.submitInquiry(visitorInquiry('첫째'));
      const second = await publicBackend.submitInquiry(visitorInquiry('둘째'));
      await expect.poll(() => updates[updates.length - 1]?.count, { timeout }).toBe(2);
      expect(updates.flatMap((update) => update.arrived.map((inquiry) => inquiry.id)).sort()).toEqual([first, second].sort());
      unsubscribe();
    });
  });

  describe('one inquiry', () => {
    it('getInquiry reads every field; an unknown or impossible id gives null', async () => {
      const stored = inquiryDoc(1, { email: 'a@example.com', status: 'checking', staffNote: '화요일 방문' });
      await env.backend.seed({ inquiries: [stored, inquiryDoc(2)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await admin.getInquiry(inquiryId(1))).toEqual(stored);
      expect(await admin.getInquiry('no-such-inquiry')).toBeNull();
      for (const impossible of ['', 'a/b', '..', '.']) expect(await admin.getInquiry(impossible)).toBeNull();
    });
  });

  describe('staff note', () => {
    const noteActivities = async (until: (count: number) => boolean) =>
      (await env.activitiesWhen((list) => until(list.filter((a) => a.type === 'inquiry_note').length))).filter(
        (activity) => activity.type === 'inquiry_note',
      );

    it('saves the trimmed note and logs inquiry_note without its text; the same note writes nothing; blank clears it', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1), inquiryDoc(2)] });
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();

      await admin.updateInquiryNote(inquiryId(1), '  다음 주 화요일 현장 방문\n(사다리 필요)\u3000');
      expect((await admin.getInquiry(inquiryId(1)))?.staffNote).toBe('다음 주 화요일 현장 방문\n(사다리 필요)');
      expect((await admin.getInquiryPage({ pageSize: 7, direction: 'initial' })).items.find((i) => i.id === inquiryId(1))?.staffNote).toBe(
        '다음 주 화요일 현장 방문\n(사다리 필요)',
      );
      const [saved] = await noteActivities((count) => count === 1);
      expect(saved).toMatchObject({
        type: 'inquiry_note',
        relatedId: inquiryId(1),
        userId: user.uid,
        details: { inquiryName: inquiryDoc(1).name, hasNote: true },
      });
      expect(JSON.stringify(saved)).not.toContain('화요일');

      // The same note, differently padded: no write, no activity (a later change proves the log caught up).
      await admin.updateInquiryNote(inquiryId(1), '다음 주 화요일 현장 방문\n(사다리 필요)  ');
      await admin.updateInquiryNote(inquiryId(1), ' \u200b ');
      expect((await admin.getInquiry(inquiryId(1)))?.staffNote).toBeNull();
      const notes = await noteActivities((count) => count >= 2);
      expect(notes.map((activity) => activity.details.hasNote).sort()).toEqual([false, true]);
      expect(notes.find((activity) => activity.details.hasNote === false)?.details).toEqual({
        inquiryName: inquiryDoc(1).name,
        hasNote: false,
      });

      // Clearing a note that is not there, with null or blanks, writes nothing either.
      await admin.updateInquiryNote(inquiryId(2), null);
      await admin.updateInquiryNote(inquiryId(2), '   ');
      await admin.updateInquiryNote(inquiryId(1), '통화 완료');
      const later = await noteActivities((count) => count >= 3);
      // Activities written within the same millisecond have no fixed order: compare them as a multiset.
      expect(later.map((activity) => `${activity.relatedId} ${String(activity.details.hasNote)}`).sort()).toEqual([
        `${inquiryId(1)} false`,
        `${inquiryId(1)} true`,
        `${inquiryId(1)} true`,
      ]);
      expect((await admin.getInquiry(inquiryId(2)))?.staffNote).toBeNull();
    });

    it(`accepts ${STAFF_NOTE_MAX} characters after trimming and refuses one more, keeping the old note`, async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1, { staffNote: '이전 메모' })] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await codeOf(admin.updateInquiryNote(inquiryId(1), 'x'.repeat(STAFF_NOTE_MAX + 1)))).toBe('invalid-argument');
      expect(await codeOf(admin.updateInquiryNote(inquiryId(1), 42 as unknown as string))).toBe('invalid-argument');
      expect((await admin.getInquiry(inquiryId(1)))?.staffNote).toBe('이전 메모');
      await admin.updateInquiryNote(inquiryId(1), ` ${'x'.repeat(STAFF_NOTE_MAX)} `);
      expect((await admin.getInquiry(inquiryId(1)))?.staffNote).toHaveLength(STAFF_NOTE_MAX);
    });

    it('an unknown id fails with not-found', async () => {
      await env.signInAsAdmin();
      expect(await codeOf((await env.adminBackend()).updateInquiryNote('no-such-inquiry', '메모'))).toBe('not-found');
    });
  });

  describe('whole list in bounded pages (CSV export)', () => {
    it(`reads every inquiry of a filter once, in order, ${MAX_PAGE_SIZE} at a time`, async () => {
      // 250 inquiries: odd n 신규 (125), even n 답변완료.
      const statusOf = (n: number): InquiryStatus => (n % 2 === 1 ? 'new' : 'answered');
      await env.backend.seed({ inquiries: Array.from({ length: 250 }, (_, i) => inquiryDoc(i + 1, { status: statusOf(i + 1) })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const reads: PageQuery[] = [];
      const readFiltered = (status?: InquiryStatus) =>
        readAllPages((query) => {
          reads.push(query);
          return admin.getInquiryPage({ ...query, ...(status ? { status } : {}) });
        });

      const fresh = await readFiltered('new');
      expect(idsOf(fresh)).toEqual(inquiryIdsDesc(250, 1).filter((_, index) => index % 2 === 1));
      expect(new Set(idsOf(fresh)).size).toBe(125);
      expect(fresh.every((inquiry) => inquiry.status === 'new')).toBe(true);
      expect(reads.map((query) => [query.direction, query.pageSize])).toEqual([
        ['initial', MAX_PAGE_SIZE],
        ['next', MAX_PAGE_SIZE],
      ]);

      reads.length = 0;
      expect(idsOf(await readFiltered())).toEqual(inquiryIdsDesc(250, 1));
      expect(reads).toHaveLength(3);
      expect(reads.every((query) => query.pageSize === MAX_PAGE_SIZE)).toBe(true);
    });
  });
}
