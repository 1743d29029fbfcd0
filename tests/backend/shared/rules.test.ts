import { describe, expect, it } from 'vitest';
import { requireAdminUser } from '@/backend/shared/admin-guard';
import { photoNotFound, inquiryNotFound, toBackendError, uploadError, withBackendErrors } from '@/backend/shared/errors';
import { imageFilePaths } from '@/backend/shared/image-files';
import { checkPhotoFields, checkInquiryInput, checkInquiryPhotos, isActivityDraft } from '@/backend/shared/input-rules';
import { changesStatus, isInquiryStatus, requireInquiryStatus } from '@/backend/shared/inquiry-status';
import { authMessages } from '@/backend/shared/messages';
import { INQUIRY_PHOTO_LIMITS, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { activityDrafts, type ActivityDraft } from '@/domain/activity';
import { BackendError } from '@/domain/errors';
import type { InquiryInput } from '@/domain/types';

/** The rules both adapters take from src/backend/shared (each is also checked on both adapters by the contract suite). */
describe('shared backend rules', () => {
  /** An inquiry every input rule accepts; each case changes one field of it. */
  const valid: InquiryInput = {
    name: '홍길동',
    email: null,
    phone: '010-1234-5678',
    message: '문의',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    workType: null,
    region: null,
    preferredCallTime: null,
    photoCount: 0,
  };

  it('admin guard: nobody, a non-admin, an admin', () => {
    expect(() => requireAdminUser(null)).toThrow(
      expect.objectContaining({ code: 'auth/not-signed-in', message: authMessages.loginRequired }),
    );
    expect(() => requireAdminUser({ uid: 'u', email: null, isAdmin: false })).toThrow(expect.objectContaining({ code: 'auth/not-admin' }));
    const admin = { uid: 'a', email: 'a@example.com', isAdmin: true };
    expect(requireAdminUser(admin)).toBe(admin);
  });

  it('inquiry status: known statuses only; the same status is no change', () => {
    expect(['new', 'checking', 'answered'].every(isInquiryStatus)).toBe(true);
    expect(isInquiryStatus('완료')).toBe(false);
    // The stored (Korean) value is no status in code.
    expect(isInquiryStatus('확인중')).toBe(false);
    expect(requireInquiryStatus('checking')).toBe('checking');
    expect(() => requireInquiryStatus('완료')).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    // The current status as stored, the next one in code.
    expect(changesStatus('신규', 'new')).toBe(false);
    expect(changesStatus('신규', 'checking')).toBe(true);
    expect(changesStatus('보류', 'new')).toBe(true);
  });

  it('errors: provider codes kept, BackendErrors passed through, upload steps and not-found named', async () => {
    const sdkError = Object.assign(new Error('denied'), { code: 'permission-denied' });
    expect(toBackendError(sdkError)).toMatchObject({ code: 'permission-denied', message: 'denied', cause: sdkError });
    expect(toBackendError(new Error('plain'))).toMatchObject({ code: 'unknown', message: 'plain' });
    const own = new BackendError('not-found');
    expect(toBackendError(own)).toBe(own);
    await expect(withBackendErrors(async () => Promise.reject(sdkError))).rejects.toBeInstanceOf(BackendError);
    expect(uploadError('upload/failed', sdkError)).toMatchObject({ code: 'upload/failed', message: 'denied', cause: sdkError });
    expect(photoNotFound('img-1')).toMatchObject({ code: 'not-found', message: expect.stringContaining('img-1') });
    expect(inquiryNotFound('inq-1')).toMatchObject({ code: 'not-found', message: expect.stringContaining('inq-1') });
  });

  it('image files: the display and thumbnail paths, skipping missing names', () => {
    expect(imageFilePaths('1-a.jpg', '1-thumb-a.webp')).toEqual(['constructionImages/1-a.jpg', 'constructionImages/1-thumb-a.webp']);
    expect(imageFilePaths('1-a.jpg', null)).toEqual(['constructionImages/1-a.jpg']);
    expect(imageFilePaths('', undefined)).toEqual([]);
  });

  it('input rules: blank is Unicode white space or zero-width too; e-mail null or an address; only the current consent', () => {
    expect(() => checkInquiryInput(valid)).not.toThrow();
    expect(() => checkInquiryInput({ ...valid, email: 'hong@example.com' })).not.toThrow();
    const refused: Partial<InquiryInput>[] = [
      { name: '\u3000' },
      { name: '\u00a0\u00a0' },
      { phone: '\u200b' },
      { message: '\ufeff\u3000' },
      { email: '' },
      { email: 'not-an-email' },
      { privacyConsentVersion: 'v1' },
      { privacyConsentVersion: '' },
    ];
    for (const change of refused) {
      expect(() => checkInquiryInput({ ...valid, ...change }), JSON.stringify(change)).toThrow(
        expect.objectContaining({ code: 'invalid-argument' }),
      );
    }
    expect(() => checkPhotoFields({ title: '\u3000\u200b', category: 'AS', workType: null, description: null })).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it("input rules: the inquiry's work type, region and time to call null or known; photoCount a whole number 0..maxFiles", () => {
    for (const change of [
      { workType: 'roofing' },
      { region: '원주시' },
      { region: '기타' },
      { preferredCallTime: 'morning' },
      { photoCount: INQUIRY_PHOTO_LIMITS.maxFiles },
    ] as Partial<InquiryInput>[]) {
      expect(() => checkInquiryInput({ ...valid, ...change }), JSON.stringify(change)).not.toThrow();
    }
    for (const change of [
      { workType: '지붕 공사' },
      { workType: '' },
      { region: '서울' },
      { region: '원주' },
      { preferredCallTime: 'night' },
      { photoCount: -1 },
      { photoCount: 6 },
      { photoCount: 1.5 },
      { photoCount: Number.NaN },
      { photoCount: '2' },
    ] as unknown as Partial<InquiryInput>[]) {
      expect(() => checkInquiryInput({ ...valid, ...change }), JSON.stringify(change)).toThrow(
        expect.objectContaining({ code: 'invalid-argument' }),
      );
    }
  });

  it('inquiry photos: an id, 1 to maxFiles photos numbered 1..maxFiles once each, JPEG/PNG/WebP of 1 byte to maxBytes', () => {
    const photo = (number: number, size = 10, type = 'image/webp') => ({ number, file: new Blob([new Uint8Array(size)], { type }) });
    expect(() => checkInquiryPhotos('inq-1', [photo(1)])).not.toThrow();
    expect(() =>
      checkInquiryPhotos('inq-1', [photo(5, INQUIRY_PHOTO_LIMITS.maxBytes, 'image/jpeg'), photo(2, 1, 'image/png')]),
    ).not.toThrow();
    const refused: [string, ReturnType<typeof photo>[]][] = [
      ['', [photo(1)]],
      ['a/b', [photo(1)]],
      ['inq-1', []],
      ['inq-1', [1, 2, 3, 4, 5, 6].map((n) => photo(n))],
      ['inq-1', [photo(0)]],
      ['inq-1', [photo(6)]],
      ['inq-1', [photo(1.5)]],
      ['inq-1', [photo(1), photo(1)]],
      ['inq-1', [photo(1, 0)]],
      ['inq-1', [photo(1, INQUIRY_PHOTO_LIMITS.maxBytes + 1)]],
      ['inq-1', [photo(1, 10, 'image/gif')]],
      ['inq-1', [photo(1, 10, 'image/svg+xml')]],
      ['inq-1', [photo(1, 10, '')]],
    ];
    for (const [id, photos] of refused) {
      expect(
        () => checkInquiryPhotos(id, photos),
        `${id} ${photos.map((p) => `${p.number}:${p.file.size}:${p.file.type}`).join(',')}`,
      ).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    }
    expect(() => checkInquiryPhotos('inq-1', [{ number: 1, file: 'x' as unknown as Blob }])).toThrow(
      expect.objectContaining({ code: 'invalid-argument' }),
    );
  });

  it('activity drafts: each type with exactly its details (firestore.rules isActivityDetails)', () => {
    const upload = activityDrafts.imageUpload('img-1', '지붕', 'uid');
    const withDetails = (draft: ActivityDraft, details: unknown): ActivityDraft => ({
      ...draft,
      details: details as Record<string, unknown>,
    });
    expect(isActivityDraft(upload)).toBe(true);
    expect(isActivityDraft(withDetails(upload, { title: '지붕', extra: 1 }))).toBe(false);
    expect(
      isActivityDraft(withDetails(upload, Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`k${i}`, 'x'.repeat(1000)])))),
    ).toBe(false);
    expect(isActivityDraft(withDetails(upload, { title: { deep: true } }))).toBe(false);
    expect(isActivityDraft(withDetails(upload, ['지붕']))).toBe(false);
    expect(isActivityDraft({ ...upload, text: 'x'.repeat(501) })).toBe(false);
    const toggle = activityDrafts.imageFeatureToggle('img-1', '지붕', true, 'uid');
    expect(isActivityDraft(withDetails(toggle, { title: '지붕', isFeatured: 'yes' }))).toBe(false);
    const change = activityDrafts.inquiryStatusChange('inq-1', '홍길동', '신규', '확인중', 'uid');
    expect(isActivityDraft(withDetails(change, { inquiryName: '홍길동', from: '신규', to: '보류' }))).toBe(false);
    expect(isActivityDraft(withDetails(activityDrafts.imageHero('img-1', '지붕', 'uid'), { title: '지붕', isHeroImage: false }))).toBe(
      false,
    );
    expect(isActivityDraft({ ...upload, type: 'password_reset' as ActivityDraft['type'] })).toBe(false);
  });
});
