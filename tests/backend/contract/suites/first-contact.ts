import { describe, expect, it } from 'vitest';
import { codeOf, idsOf, type ContractEnv } from '../contract-env';
import { inquiryDoc, inquiryId } from '../fixtures';

const MINUTE_MS = 60_000;
/** The server's clock (the emulator's) and this process's may differ a little. */
const CLOCK_TOLERANCE_MS = 5_000;
const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * MINUTE_MS);

/** The first-contact clock: recordFirstContact, the status change that records it, the figures, the waiting list. */
export function firstContactContract(env: ContractEnv): void {
  describe('first contact', () => {
    it('records the first tap once: later taps keep the first time', async () => {
      const submittedAt = new Date(Date.now() - 12 * MINUTE_MS);
      await env.backend.seed({ inquiries: [inquiryDoc(1, { submittedAt })] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const before = Date.now();
      const first = await admin.recordFirstContact(inquiryId(1));
      expect(first.getTime()).toBeGreaterThanOrEqual(before - CLOCK_TOLERANCE_MS);
      expect(first.getTime()).toBeLessThanOrEqual(Date.now() + CLOCK_TOLERANCE_MS);
      expect((await admin.getInquiry(inquiryId(1)))?.firstContactAt).toEqual(first);
      expect(await admin.recordFirstContact(inquiryId(1))).toEqual(first);
      await admin.updateInquiryStatus(inquiryId(1), 'answered');
      expect((await admin.getInquiry(inquiryId(1)))?.firstContactAt).toEqual(first);
    });

    it('a move past 신규 records it when nobody called; back to 신규 keeps it', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1, { submittedAt: new Date(Date.now() - MINUTE_MS) }), inquiryDoc(2)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect((await admin.getInquiry(inquiryId(1)))?.firstContactAt).toBeNull();
      await admin.updateInquiryStatus(inquiryId(1), 'checking');
      const recorded = (await admin.getInquiry(inquiryId(1)))?.firstContactAt;
      expect(recorded).toBeInstanceOf(Date);
      await admin.updateInquiryStatus(inquiryId(1), 'new');
      await admin.updateInquiryStatus(inquiryId(1), 'answered');
      expect((await admin.getInquiry(inquiryId(1)))?.firstContactAt).toEqual(recorded);
      expect(await admin.recordFirstContact(inquiryId(1))).toEqual(recorded);
      // The other inquiry is untouched.
      expect((await admin.getInquiry(inquiryId(2)))?.firstContactAt).toBeNull();
    });

    it('keeps a first contact stored before', async () => {
      const firstContactAt = minutesAfter(new Date(Date.now() - 60 * MINUTE_MS), 7);
      await env.backend.seed({ inquiries: [inquiryDoc(1, { submittedAt: new Date(Date.now() - 60 * MINUTE_MS), firstContactAt })] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await admin.recordFirstContact(inquiryId(1))).toEqual(firstContactAt);
      await admin.updateInquiryStatus(inquiryId(1), 'checking');
      expect((await admin.getInquiry(inquiryId(1)))?.firstContactAt).toEqual(firstContactAt);
    });

    it('not-found for an unknown inquiry; administrators only', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1)] });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await codeOf(admin.recordFirstContact('no-such-inquiry'))).toBe('not-found');
      expect(await codeOf(admin.recordFirstContact('a/b'))).toBe('not-found');
      await env.signOut();
      await env.signInAsNonAdmin();
      expect(await codeOf(admin.recordFirstContact(inquiryId(1)))).toBe('auth/not-admin');
      expect(await codeOf(admin.getResponseTimes(new Date()))).toBe('auth/not-admin');
      expect(await codeOf(admin.listWaitingInquiries())).toBe('auth/not-admin');
    });

    it("this week's figures: median wait and the answers within 5 and 30 minutes", async () => {
      const since = new Date(Date.now() - 3 * 24 * 60 * MINUTE_MS);
      const at = (n: number) => minutesAfter(since, n * 60);
      const contacted = (n: number, waitMinutes: number) =>
        inquiryDoc(n, { submittedAt: at(n), firstContactAt: minutesAfter(at(n), waitMinutes) });
      await env.backend.seed({
        inquiries: [
          // Before the period: not counted.
          inquiryDoc(1, { submittedAt: minutesAfter(since, -1), firstContactAt: since }),
          contacted(2, 2),
          contacted(3, 5),
          contacted(4, 20),
          contacted(5, 90),
          inquiryDoc(6, { submittedAt: at(6) }),
        ],
      });
      await env.signInAsAdmin();
      const figures = await (await env.adminBackend()).getResponseTimes(since);
      expect(figures).toEqual({
        since,
        received: 5,
        capped: false,
        answered: 4,
        medianWaitMs: 12.5 * MINUTE_MS,
        withinTargets: [2, 3],
      });
    });

    it('no inquiry this week: no median', async () => {
      await env.signInAsAdmin();
      const since = new Date(Date.now() - MINUTE_MS);
      expect(await (await env.adminBackend()).getResponseTimes(since)).toEqual({
        since,
        received: 0,
        capped: false,
        answered: 0,
        medianWaitMs: null,
        withinTargets: [0, 0],
      });
    });

    it('lists the 신규 inquiries nobody contacted yet, oldest first', async () => {
      await env.backend.seed({
        inquiries: [
          inquiryDoc(1),
          inquiryDoc(2, { status: 'checking' }),
          inquiryDoc(3, { firstContactAt: new Date() }),
          inquiryDoc(4),
          inquiryDoc(5),
        ],
      });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(idsOf(await admin.listWaitingInquiries())).toEqual([1, 4, 5].map(inquiryId));
      await admin.recordFirstContact(inquiryId(4));
      expect(idsOf(await admin.listWaitingInquiries())).toEqual([1, 5].map(inquiryId));
    });
  });
}
