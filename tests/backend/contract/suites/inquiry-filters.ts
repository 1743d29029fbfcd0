import { describe, expect, it } from 'vitest';
import type { InquiryFilter, InquiryPageQuery } from '@/backend/port';
import { INQUIRY_SEARCH_MAX, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { inquirySearchKeys } from '@/domain/inquiry-search';
import type { Page } from '@/domain/paging';
import type { Inquiry, InquiryInput, InquiryStatus } from '@/domain/types';
import { codeOf, idsOf, type ContractEnv } from '../contract-env';
import { hoursAfterBase, inquiryDoc, inquiryId, inquiryIdsDesc } from '../fixtures';
import type { InquiryDoc } from '../harness';
import { nextAfter, prevBefore } from '../page-queries';

/** An inquiry document as the Firebase adapter stores it: with the search keys of its name and phone. */
function storedInquiry(n: number, overrides: Partial<InquiryDoc> = {}): InquiryDoc {
  const doc = inquiryDoc(n, overrides);
  return { ...doc, searchKeys: inquirySearchKeys(doc.name, doc.phone) };
}

const nextOf = (page: Page<Inquiry>, pageSize: number, filter: InquiryFilter): InquiryPageQuery => nextAfter(page, pageSize, filter);

const prevOf = (page: Page<Inquiry>, pageSize: number, filter: InquiryFilter): InquiryPageQuery => prevBefore(page, pageSize, filter);

const input = (name: string, phone: string): InquiryInput => ({
  name,
  email: null,
  phone,
  message: '지붕 누수 점검 부탁드립니다.',
  privacyConsentVersion: PRIVACY_CONSENT_VERSION,
  workType: null,
  region: null,
  preferredCallTime: null,
  photoCount: 0,
});

/**
 * The inquiry list's period and search (the owner's "this week's inquiries", a name or phone number), on their own
 * and with the status: the same items, paging (cursors both ways, look-ahead) and counts on every adapter.
 */
export function inquiryFiltersContract(env: ContractEnv): void {
  describe('inquiry list: period and search', () => {
    it('a period is [from, before): pages both ways and counts within it; an inquiry with no time is in none', async () => {
      // inq-01..12, one an hour after BASE_TIME; inq-13 has no time.
      await env.backend.seed({
        inquiries: [...Array.from({ length: 12 }, (_, i) => inquiryDoc(i + 1)), inquiryDoc(13, { submittedAt: null })],
      });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const period = { submittedFrom: hoursAfterBase(3), submittedBefore: hoursAfterBase(10) }; // inq-03..09
      expect(await admin.countInquiries(period)).toBe(7);
      expect(await admin.countInquiries({ submittedFrom: hoursAfterBase(11) })).toBe(2);
      expect(await admin.countInquiries({ submittedBefore: hoursAfterBase(2) })).toBe(1);

      const page1 = await admin.getInquiryPage({ pageSize: 3, direction: 'initial', ...period });
      expect(idsOf(page1)).toEqual(inquiryIdsDesc(9, 7));
      expect([page1.hasPrev, page1.hasNext]).toEqual([false, true]);
      const page2 = await admin.getInquiryPage(nextOf(page1, 3, period));
      expect(idsOf(page2)).toEqual(inquiryIdsDesc(6, 4));
      const page3 = await admin.getInquiryPage(nextOf(page2, 3, period));
      expect(idsOf(page3)).toEqual([inquiryId(3)]);
      expect([page3.hasPrev, page3.hasNext]).toEqual([true, false]);
      const back = await admin.getInquiryPage(prevOf(page3, 3, period));
      expect(idsOf(back)).toEqual(inquiryIdsDesc(6, 4));
      expect([back.hasPrev, back.hasNext]).toEqual([true, true]);
      const first = await admin.getInquiryPage(prevOf(back, 3, period));
      expect(idsOf(first)).toEqual(inquiryIdsDesc(9, 7));
      expect(first.hasPrev).toBe(false);
    });

    it('a period and a status together', async () => {
      const statuses: InquiryStatus[] = ['new', 'checking', 'answered'];
      await env.backend.seed({ inquiries: Array.from({ length: 12 }, (_, i) => inquiryDoc(i + 1, { status: statuses[(i + 1) % 3] })) });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const filter = { status: 'new' as const, submittedFrom: hoursAfterBase(3), submittedBefore: hoursAfterBase(10) };
      // inq-n has statuses[n % 3]: 신규 for 3, 6, 9 in 3..9.
      expect(await admin.countInquiries(filter)).toBe(3);
      expect(idsOf(await admin.getInquiryPage({ pageSize: 7, direction: 'initial', ...filter }))).toEqual([
        inquiryId(9),
        inquiryId(6),
        inquiryId(3),
      ]);
    });

    it('finds an inquiry by the whole name (spaces ignored) or the phone number, whole or its last 4, 7 or 8 digits', async () => {
      await env.backend.seed({
        inquiries: [
          storedInquiry(1, { name: '박서연', phone: '010-2345-6789' }),
          storedInquiry(2, { name: '이도윤', phone: '033-742-1188' }),
          storedInquiry(3, { name: '박서연', phone: '010 9999 0000' }),
          storedInquiry(4, { name: '박서', phone: '1588-1234' }),
        ],
      });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const found = async (search: string) => idsOf(await admin.getInquiryPage({ pageSize: 7, direction: 'initial', search }));
      expect(await found('박서연')).toEqual([inquiryId(3), inquiryId(1)]);
      expect(await found(' 박 서연 ')).toEqual([inquiryId(3), inquiryId(1)]);
      expect(await found('박서')).toEqual([inquiryId(4)]);
      expect(await found('서연')).toEqual([]);
      expect(await found('010-2345-6789')).toEqual([inquiryId(1)]);
      expect(await found('01023456789')).toEqual([inquiryId(1)]);
      expect(await found('6789')).toEqual([inquiryId(1)]);
      expect(await found('2345-6789')).toEqual([inquiryId(1)]);
      expect(await found('7421188')).toEqual([inquiryId(2)]);
      expect(await found('1588-1234')).toEqual([inquiryId(4)]);
      expect(await found('2345')).toEqual([]);
      expect(await admin.countInquiries({ search: '박서연' })).toBe(2);
      // A blank search is no search.
      expect(await admin.countInquiries({ search: '  ' })).toBe(4);
    });

    it('what visitors submit is found: the name as typed, composed (NFC) or not', async () => {
      const publicBackend = await env.publicBackend();
      await publicBackend.submitInquiry(input('한지민', '010-1212-3434'));
      // The same name typed as separate jamo (some keyboards): stored and found as the composed name.
      await publicBackend.submitInquiry(input('한지민'.normalize('NFD'), '010-5656-7878'));
      await publicBackend.submitInquiry(input('오태현', '010-6060-2020'));
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const page = await admin.getInquiryPage({ pageSize: 7, direction: 'initial', search: '한지민' });
      expect(page.items.map((inquiry) => inquiry.phone).sort()).toEqual(['010-1212-3434', '010-5656-7878']);
      expect(page.items.every((inquiry) => inquiry.name === '한지민')).toBe(true);
      expect(idsOf(await admin.getInquiryPage({ pageSize: 7, direction: 'initial', search: '3434' }))).toHaveLength(1);
      expect(await admin.countInquiries({ search: '010-6060-2020' })).toBe(1);
    });

    it('a search with a status and a period, paged both ways with the count', async () => {
      const statuses: InquiryStatus[] = ['new', 'checking'];
      await env.backend.seed({
        inquiries: Array.from({ length: 12 }, (_, i) =>
          storedInquiry(i + 1, {
            name: i % 2 === 0 ? '김철수' : '최영희',
            phone: `010-1111-${String(i + 1).padStart(4, '0')}`,
            status: statuses[i % 2 === 0 ? 0 : 1],
          }),
        ),
      });
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      // 김철수: 1, 3, 5, 7, 9, 11 (all 신규); in [2, 12): 3, 5, 7, 9, 11.
      const filter = { search: '김철수', status: 'new' as const, submittedFrom: hoursAfterBase(2), submittedBefore: hoursAfterBase(12) };
      expect(await admin.countInquiries(filter)).toBe(5);
      const page1 = await admin.getInquiryPage({ pageSize: 2, direction: 'initial', ...filter });
      expect(idsOf(page1)).toEqual([inquiryId(11), inquiryId(9)]);
      expect(page1.hasNext).toBe(true);
      const page2 = await admin.getInquiryPage(nextOf(page1, 2, filter));
      expect(idsOf(page2)).toEqual([inquiryId(7), inquiryId(5)]);
      const page3 = await admin.getInquiryPage(nextOf(page2, 2, filter));
      expect(idsOf(page3)).toEqual([inquiryId(3)]);
      expect([page3.hasPrev, page3.hasNext]).toEqual([true, false]);
      const back = await admin.getInquiryPage(prevOf(page3, 2, filter));
      expect(idsOf(back)).toEqual([inquiryId(7), inquiryId(5)]);
      expect(back.hasPrev).toBe(true);
      expect(await admin.countInquiries({ ...filter, status: 'checking' })).toBe(0);
    });

    it('refuses a filter that cannot be: a period ending before it starts, a time that is no date, a search too long', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const bad: InquiryFilter[] = [
        { submittedFrom: hoursAfterBase(5), submittedBefore: hoursAfterBase(4) },
        { submittedFrom: new Date(Number.NaN) },
        { submittedBefore: '2026-11-01' as unknown as Date },
        { search: 'x'.repeat(INQUIRY_SEARCH_MAX + 1) },
        { status: '보류' as InquiryStatus },
      ];
      for (const filter of bad) {
        expect(await codeOf(admin.countInquiries(filter)), JSON.stringify(filter)).toBe('invalid-argument');
        expect(await codeOf(admin.getInquiryPage({ pageSize: 7, direction: 'initial', ...filter })), JSON.stringify(filter)).toBe(
          'invalid-argument',
        );
      }
      // An empty period (from == before) is fine: nothing is in it.
      expect(await admin.countInquiries({ submittedFrom: hoursAfterBase(5), submittedBefore: hoursAfterBase(5) })).toBe(0);
    });
  });
}
