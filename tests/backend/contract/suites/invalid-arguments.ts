import { describe, expect, it } from 'vitest';
import {
  IMAGE_DESCRIPTION_MAX,
  IMAGE_TITLE_MAX,
  INQUIRY_PHOTO_LIMITS,
  INQUIRY_LIMITS,
  MAX_ACTIVITIES_LIMIT,
  MAX_PAGE_SIZE,
  PRIVACY_CONSENT_VERSION,
} from '@/config/limits';
import type { PageCursor, PageDirection } from '@/domain/paging';
import type { PhotoEdit, InquiryInput, InquiryStatus } from '@/domain/types';
import { EVENTUAL_WAIT_MS } from '../../../support/timeouts';
import { codesOf, everyCode, firstReport, idsOf, type ContractEnv } from '../contract-env';
import { hoursAfterBase, photoDoc, photoDocs, photoId, photoIdsDesc, inquiryDoc, inquiryId, uploadInput } from '../fixtures';

/** Page sizes and list limits no adapter serves: not a whole number from 1 to the maximum. */
const BAD_SIZES = [0, -1, 1.5, NaN, Infinity, MAX_PAGE_SIZE + 1];
const BAD_ACTIVITY_LIMITS = [0, -1, 1.5, MAX_ACTIVITIES_LIMIT + 1];

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Values no adapter gave as a cursor: not a string, not its encoding, or its shape with a list no adapter names. */
const BAD_CURSORS: Record<string, PageCursor> = {
  'not base64url': '!!' as PageCursor,
  'not JSON': base64url('img-01') as PageCursor,
  'a time and an id only': base64url(JSON.stringify({ at: hoursAfterBase(1).getTime(), id: photoId(1) })) as PageCursor,
  'an unknown list': base64url(JSON.stringify({ list: 'nope', at: null, id: photoId(1) })) as PageCursor,
  'an object': { at: hoursAfterBase(1).getTime(), id: photoId(1) } as unknown as PageCursor,
  'a number': 42 as unknown as PageCursor,
};

const validInquiry: InquiryInput = {
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

/**
 * One field wrong at a time: blank where text is required (Unicode white space and zero-width characters are blank,
 * src/domain/text.ts), one character over the limit, an e-mail that is '' or no address, a consent to another
 * notice than the current one (mirrored by firestore.rules).
 */
const BAD_INQUIRIES: Record<string, InquiryInput> = {
  'empty name': { ...validInquiry, name: '' },
  'blank name': { ...validInquiry, name: '   ' },
  'name too long': { ...validInquiry, name: '가'.repeat(INQUIRY_LIMITS.name + 1) },
  'empty phone': { ...validInquiry, phone: '' },
  'phone too long': { ...validInquiry, phone: '010-1234-5678'.padEnd(INQUIRY_LIMITS.phone + 1, ' ') },
  // The one phone rule (src/domain/phone.ts isPhoneNumber, repeated by firestore.rules): no text, no foreign digits.
  'phone of letters': { ...validInquiry, phone: '연락처 없음' },
  'phone too short': { ...validInquiry, phone: '010-1234' },
  'phone with another sign': { ...validInquiry, phone: '+82 10-1234-5678' },
  'blank message': { ...validInquiry, message: ' \n ' },
  'message too long': { ...validInquiry, message: '가'.repeat(INQUIRY_LIMITS.message + 1) },
  'e-mail too long': { ...validInquiry, email: `${'a'.repeat(INQUIRY_LIMITS.email - 11)}@example.com` },
  'empty consent version': { ...validInquiry, privacyConsentVersion: '' },
  'consent version too long': { ...validInquiry, privacyConsentVersion: 'v'.repeat(33) },
  'name of ideographic spaces (U+3000)': { ...validInquiry, name: '\u3000\u3000' },
  'name of no-break spaces (U+00A0)': { ...validInquiry, name: '\u00a0' },
  'phone of zero-width spaces (U+200B)': { ...validInquiry, phone: '\u200b\u200b' },
  'message of byte order marks (U+FEFF)': { ...validInquiry, message: '\ufeff' },
  'message of mixed blanks': { ...validInquiry, message: ' \u3000\u200b\u00a0\ufeff\n\u3164' },
  // Text that shows nothing (format characters, Braille blank, variation selectors, CGJ, tags).
  'name of LRM and RLM': { ...validInquiry, name: '\u200e\u200f' },
  'name of Braille blanks (U+2800)': { ...validInquiry, name: '\u2800' },
  'phone of bidi isolates (U+2066-U+2069)': { ...validInquiry, phone: '\u2066\u2067\u2068\u2069' },
  'message of VS16 and CGJ': { ...validInquiry, message: '\ufe0f\u034f' },
  'name of tag characters': { ...validInquiry, name: '\u{e0041}\u{e007f}' },
  'empty e-mail': { ...validInquiry, email: '' },
  'e-mail that is no address': { ...validInquiry, email: 'not-an-email' },
  'e-mail with an ideographic space': { ...validInquiry, email: 'hong\u3000@example.com' },
  'another consent version': { ...validInquiry, privacyConsentVersion: 'v1' },
  'consent version with a space': { ...validInquiry, privacyConsentVersion: `${PRIVACY_CONSENT_VERSION} ` },
  'unknown work type': { ...validInquiry, workType: '지붕' as InquiryInput['workType'] },
  'unknown region': { ...validInquiry, region: '서울특별시' as InquiryInput['region'] },
  'unknown time to call': { ...validInquiry, preferredCallTime: 'evening' as InquiryInput['preferredCallTime'] },
  'photo count above the limit': { ...validInquiry, photoCount: INQUIRY_PHOTO_LIMITS.maxFiles + 1 },
  'negative photo count': { ...validInquiry, photoCount: -1 },
  'fractional photo count': { ...validInquiry, photoCount: 1.5 },
};

const BAD_EDITS: Record<string, PhotoEdit> = {
  'empty title': { title: '', category: 'AS', workType: null, description: null },
  'blank title': { title: '  ', category: 'AS', workType: null, description: null },
  'title of ideographic spaces (U+3000)': { title: '\u3000', category: 'AS', workType: null, description: null },
  'title of zero-width characters': { title: '\u200b\ufeff', category: 'AS', workType: null, description: null },
  'title too long': { title: '가'.repeat(IMAGE_TITLE_MAX + 1), category: 'AS', workType: null, description: null },
  'unknown category': { title: '제목', category: '기타' as PhotoEdit['category'], workType: null, description: null },
  'unknown work type': { title: '제목', category: 'AS', workType: 'roof' as PhotoEdit['workType'], description: null },
  'work type with different case': { title: '제목', category: 'AS', workType: 'Roofing' as PhotoEdit['workType'], description: null },
  'description too long': { title: '제목', category: 'AS', workType: null, description: '가'.repeat(IMAGE_DESCRIPTION_MAX + 1) },
};

/**
 * Arguments the port's types allow (or a caller could still send) but no adapter can serve: both adapters refuse
 * them with BackendError invalid-argument before reading or writing anything.
 */
export function invalidArgumentsContract(env: ContractEnv): void {
  const { storage } = env.harness.capabilities;
  const timeout = env.harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS;

  describe('invalid arguments', () => {
    describe('page size', () => {
      const lists: Record<string, (pageSize: number) => Promise<{ items: unknown[]; hasNext: boolean }>> = {
        'public getPhotoPage': async (pageSize) => (await env.publicBackend()).getPhotoPage({ pageSize, direction: 'initial' }),
        'admin getPhotoPage': async (pageSize) => (await env.adminBackend()).getPhotoPage({ pageSize, direction: 'initial' }),
        'admin getInquiryPage': async (pageSize) => (await env.adminBackend()).getInquiryPage({ pageSize, direction: 'initial' }),
      };

      for (const [name, read] of Object.entries(lists)) {
        it(`${name}: a page size of ${BAD_SIZES.join(', ')} is refused with invalid-argument`, async () => {
          await env.signInAsAdmin();
          const calls = Object.fromEntries(BAD_SIZES.map((size) => [String(size), () => read(size)]));
          expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
        });

        it(`${name}: page sizes 1 and ${MAX_PAGE_SIZE} are served`, async () => {
          await env.backend.seed({ images: photoDocs(2), inquiries: [inquiryDoc(1), inquiryDoc(2)] });
          await env.signInAsAdmin();
          const one = await read(1);
          expect([one.items.length, one.hasNext]).toEqual([1, true]);
          const most = await read(MAX_PAGE_SIZE);
          expect([most.items.length, most.hasNext]).toEqual([2, false]);
        });
      }

      it('a bad page size is refused in every direction, with a cursor too', async () => {
        await env.backend.seed({ images: photoDocs(3) });
        const backend = await env.publicBackend();
        const { endCursor: cursor } = await backend.getPhotoPage({ pageSize: 2, direction: 'initial' });
        const calls = {
          next: () => backend.getPhotoPage({ pageSize: 0, direction: 'next', cursor: cursor! }),
          prev: () => backend.getPhotoPage({ pageSize: 1.5, direction: 'prev', cursor: cursor! }),
        };
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      });
    });

    it(`getFeaturedPhotos: a limit of ${BAD_SIZES.join(', ')} is refused with invalid-argument; 1 is served`, async () => {
      await env.backend.seed({ images: photoDocs(2, () => ({ isFeatured: true })) });
      const backend = await env.publicBackend();
      const calls = Object.fromEntries(BAD_SIZES.map((limit) => [String(limit), () => backend.getFeaturedPhotos(limit)]));
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      expect(idsOf(await backend.getFeaturedPhotos(1))).toEqual([photoId(2)]);
    });

    it(`subscribeRecentActivities: a limit of ${BAD_ACTIVITY_LIMITS.join(', ')} goes to onError as invalid-argument; ${MAX_ACTIVITIES_LIMIT} is served`, async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const outcomes = await Promise.all(BAD_ACTIVITY_LIMITS.map((limit) => firstReport(admin, limit, timeout)));
      expect(Object.fromEntries(BAD_ACTIVITY_LIMITS.map((limit, index) => [String(limit), outcomes[index]]))).toEqual(
        Object.fromEntries(BAD_ACTIVITY_LIMITS.map((limit) => [String(limit), 'invalid-argument'])),
      );
      expect(await firstReport(admin, MAX_ACTIVITIES_LIMIT, timeout)).toBe('delivered');
    });

    describe('cursors and directions', () => {
      it('a value that is not a cursor an adapter gave is refused with invalid-argument', async () => {
        await env.backend.seed({ images: photoDocs(3), inquiries: [inquiryDoc(1), inquiryDoc(2)] });
        await env.signInAsAdmin();
        const publicBackend = await env.publicBackend();
        const admin = await env.adminBackend();
        const calls: Record<string, () => Promise<unknown>> = {};
        for (const [label, cursor] of Object.entries(BAD_CURSORS)) {
          calls[`gallery next, ${label}`] = () => publicBackend.getPhotoPage({ pageSize: 2, direction: 'next', cursor });
          calls[`gallery prev, ${label}`] = () => publicBackend.getPhotoPage({ pageSize: 2, direction: 'prev', cursor });
          calls[`admin images next, ${label}`] = () => admin.getPhotoPage({ pageSize: 2, direction: 'next', cursor });
          calls[`inquiries prev, ${label}`] = () => admin.getInquiryPage({ pageSize: 2, direction: 'prev', cursor });
        }
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      });

      it('an unknown direction is refused with invalid-argument, with or without a cursor', async () => {
        await env.backend.seed({ images: photoDocs(3) });
        const backend = await env.publicBackend();
        const direction = 'sideways' as PageDirection;
        const calls = {
          'with a cursor': () => backend.getPhotoPage({ pageSize: 2, direction, cursor: BAD_CURSORS['not JSON'] }),
          'without a cursor': () => backend.getPhotoPage({ pageSize: 2, direction }),
        };
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      });

      it('next or prev without a cursor reads the first page; initial ignores a cursor', async () => {
        await env.backend.seed({ images: photoDocs(5) });
        const backend = await env.publicBackend();
        const first = { items: photoIdsDesc(5, 4), hasNext: true, hasPrev: false };
        const pageOf = async (query: Parameters<typeof backend.getPhotoPage>[0]) => {
          const page = await backend.getPhotoPage(query);
          return { items: idsOf(page), hasNext: page.hasNext, hasPrev: page.hasPrev };
        };
        expect(await pageOf({ pageSize: 2, direction: 'next' })).toEqual(first);
        expect(await pageOf({ pageSize: 2, direction: 'prev' })).toEqual(first);
        expect(await pageOf({ pageSize: 2, direction: 'initial', cursor: BAD_CURSORS['an unknown list'] })).toEqual(first);
      });
    });

    describe('inquiry status', () => {
      // A stored (Korean) value is no status at the port either.
      const unknown = ['완료', '', 'NEW', '확인중'] as unknown as InquiryStatus[];

      it('countInquiries and getInquiryPage refuse an unknown status filter with invalid-argument', async () => {
        await env.backend.seed({ inquiries: [inquiryDoc(1)] });
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        const calls: Record<string, () => Promise<unknown>> = {};
        for (const status of unknown) {
          calls[`count '${status}'`] = () => admin.countInquiries(status);
          calls[`page '${status}'`] = () => admin.getInquiryPage({ pageSize: 7, direction: 'initial', status });
        }
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
        // No filter at all is "every status".
        expect(await admin.countInquiries(undefined)).toBe(1);
      });

      it('updateInquiryStatus refuses an unknown status with invalid-argument and writes nothing', async () => {
        await env.backend.seed({ inquiries: [inquiryDoc(1)] });
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        const calls = Object.fromEntries(unknown.map((status) => [`'${status}'`, () => admin.updateInquiryStatus(inquiryId(1), status)]));
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
        expect((await admin.getInquiryPage({ pageSize: 7, direction: 'initial' })).items).toMatchObject([
          { id: inquiryId(1), status: 'new' },
        ]);
        expect(await env.activitiesWhen(() => true)).toEqual([]);
      });
    });

    describe('fields (the limits firestore.rules enforces)', () => {
      it('submitInquiry refuses a blank or too long field with invalid-argument and stores nothing', async () => {
        const backend = await env.publicBackend();
        const calls = Object.fromEntries(
          Object.entries(BAD_INQUIRIES).map(([label, input]) => [label, () => backend.submitInquiry(input)]),
        );
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
        await env.signInAsAdmin();
        expect(await (await env.adminBackend()).countInquiries()).toBe(0);
        expect(await env.activitiesWhen(() => true)).toEqual([]);
      });

      it('submitInquiry accepts every field at its limit', async () => {
        const atLimits: InquiryInput = {
          name: '가'.repeat(INQUIRY_LIMITS.name),
          phone: '010 - 1234 - 5678'.padEnd(INQUIRY_LIMITS.phone, ' '),
          email: `${'a'.repeat(INQUIRY_LIMITS.email - 12)}@example.com`,
          message: '가'.repeat(INQUIRY_LIMITS.message),
          privacyConsentVersion: PRIVACY_CONSENT_VERSION,
          workType: null,
          region: null,
          preferredCallTime: null,
          photoCount: 0,
        };
        const id = await (await env.publicBackend()).submitInquiry(atLimits);
        await env.signInAsAdmin();
        expect((await (await env.adminBackend()).getInquiryPage({ pageSize: 7, direction: 'initial' })).items).toMatchObject([
          { id, ...atLimits },
        ]);
      });

      it('updatePhoto refuses a blank or too long title, an unknown category or a too long description; nothing changes', async () => {
        await env.backend.seed({ images: [photoDoc(1)] });
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        const calls = Object.fromEntries(
          Object.entries(BAD_EDITS).map(([label, edit]) => [label, () => admin.updatePhoto(photoId(1), edit)]),
        );
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
        const image = await (await env.publicBackend()).getPhoto(photoId(1));
        expect(image).toMatchObject({ title: photoDoc(1).title, category: photoDoc(1).category, description: photoDoc(1).description });
        expect(await env.activitiesWhen(() => true)).toEqual([]);

        await admin.updatePhoto(photoId(1), {
          title: '가'.repeat(IMAGE_TITLE_MAX),
          category: 'AS',
          workType: null,
          description: '가'.repeat(IMAGE_DESCRIPTION_MAX),
        });
        expect((await (await env.publicBackend()).getPhoto(photoId(1)))?.title).toHaveLength(IMAGE_TITLE_MAX);
      });

      it.skipIf(!storage)('uploadPhoto refuses the same fields with invalid-argument before storing any file', async () => {
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        const calls = Object.fromEntries(
          Object.entries(BAD_EDITS).map(([label, edit]) => [label, () => admin.uploadPhoto({ ...uploadInput(), ...edit }, () => {})]),
        );
        expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
        expect(await env.backend.listFiles()).toEqual([]);
        expect(await admin.countPhotos()).toBe(0);
      });
    });
  });
}
