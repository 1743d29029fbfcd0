import { describe, expect, it } from 'vitest';
import { ACTIVITY_TTL_DAYS, INQUIRY_RETENTION_DAYS, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { INITIAL_INQUIRY_STATUS } from '@/domain/categories';
import { CLOCK_TOLERANCE_MS, isNear, type ContractEnv } from '../contract-env';
import { DAY_MS } from '../fixtures';

/** The inquiry, then its new_inquiry activity. */
export function inquirySubmissionContract(env: ContractEnv): void {
  describe('inquiry submission', () => {
    const input = {
      name: '홍길동',
      email: 'hong@example.com',
      phone: '010-1234-5678',
      message: '지붕 누수 점검 부탁드립니다.',
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
    };

    it('lets an anonymous visitor submit: status 신규, submittedAt now, consent saved', async () => {
      const before = Date.now();
      const id = await (await env.publicBackend()).submitInquiry(input);
      const after = Date.now();
      expect(id).toEqual(expect.any(String));

      await env.signInAsAdmin();
      const page = await (await env.adminBackend()).getInquiryPage({ pageSize: 7, direction: 'initial' });
      expect(page.items).toHaveLength(1);
      const inquiry = page.items[0];
      expect(inquiry).toMatchObject({ id, ...input, status: INITIAL_INQUIRY_STATUS });
      expect(inquiry?.status).toBe('new');
      expect(await env.backend.readStoredInquiryStatus(id)).toBe('신규');
      const middle = (before + after) / 2;
      const tolerance = (after - before) / 2 + CLOCK_TOLERANCE_MS;
      expect(isNear(inquiry?.submittedAt, middle, tolerance)).toBe(true);
      expect(isNear(inquiry?.privacyConsentAt, middle, tolerance)).toBe(true);
      // The version names a notice by its publication day: never a day after the consent it labels (Korea time).
      const consentDay = new Date((inquiry?.privacyConsentAt?.getTime() ?? 0) + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
      expect(inquiry?.privacyConsentVersion).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect((inquiry?.privacyConsentVersion ?? '') <= consentDay).toBe(true);
    });

    it('stores the optional work type, region, time to call and photo count, no staff note, and retainUntil', async () => {
      const chosen = { ...input, workType: 'waterproofing', region: '원주시', preferredCallTime: 'afternoon', photoCount: 3 } as const;
      const id = await (await env.publicBackend()).submitInquiry(chosen);
      await env.signInAsAdmin();
      const [inquiry] = (await (await env.adminBackend()).getInquiryPage({ pageSize: 7, direction: 'initial' })).items;
      expect(inquiry).toMatchObject({ id, ...chosen, staffNote: null });
      // Submission + INQUIRY_RETENTION_DAYS (the browser's clock; the rules allow RETAIN_UNTIL_TOLERANCE_MINUTES).
      const retention = (inquiry?.retainUntil?.getTime() ?? 0) - (inquiry?.submittedAt?.getTime() ?? 0);
      expect(Math.abs(retention - INQUIRY_RETENTION_DAYS * DAY_MS)).toBeLessThan(CLOCK_TOLERANCE_MS);
    });

    it('keeps a missing e-mail as null', async () => {
      await (await env.publicBackend()).submitInquiry({ ...input, email: null });
      await env.signInAsAdmin();
      const page = await (await env.adminBackend()).getInquiryPage({ pageSize: 7, direction: 'initial' });
      expect(page.items[0]?.email).toBeNull();
    });

    it('logs a new_inquiry activity with relatedId, details and expireAt 90 days later', async () => {
      const id = await (await env.publicBackend()).submitInquiry(input);
      await env.signInAsAdmin();
      const activities = await env.activitiesWhen((list) => list.some((activity) => activity.relatedId === id));
      const activity = activities.find((candidate) => candidate.relatedId === id);
      expect(activity).toMatchObject({
        type: 'new_inquiry',
        relatedId: id,
        details: { inquiryName: '홍길동', inquiryEmail: 'hong@example.com' },
      });
      expect(activity?.text).toContain('홍길동');
      expect(isNear(activity?.timestamp, Date.now(), CLOCK_TOLERANCE_MS + 5000)).toBe(true);
      const lifetime = (activity?.expireAt?.getTime() ?? 0) - (activity?.timestamp?.getTime() ?? 0);
      expect(Math.abs(lifetime - ACTIVITY_TTL_DAYS * DAY_MS)).toBeLessThan(CLOCK_TOLERANCE_MS);
    });

    it('names the new_inquiry activity after the inquiry: one per inquiry, no replay (firestore.rules)', async () => {
      const publicBackend = await env.publicBackend();
      const first = await publicBackend.submitInquiry(input);
      const second = await publicBackend.submitInquiry({ ...input, name: '김민수', email: null });
      await env.signInAsAdmin();
      const activities = await env.activitiesWhen((list) => list.filter((activity) => activity.type === 'new_inquiry').length === 2);
      // Two inquiries sent back to back may share a timestamp, so their order is not part of this contract.
      const named = activities.map((activity) => [activity.id, activity.relatedId]);
      expect(named).toHaveLength(2);
      expect(named).toEqual(
        expect.arrayContaining([
          [first, first],
          [second, second],
        ]),
      );
    });

    it('keeps a name with a zero-width character inside it, and a plausible e-mail', async () => {
      const id = await (
        await env.publicBackend()
      ).submitInquiry({ ...input, name: '홍\u200b길동', email: 'kim.cs+estimate@mail.example.co.kr' });
      await env.signInAsAdmin();
      const page = await (await env.adminBackend()).getInquiryPage({ pageSize: 7, direction: 'initial' });
      expect(page.items).toMatchObject([{ id, name: '홍\u200b길동', email: 'kim.cs+estimate@mail.example.co.kr' }]);
    });
  });
}
