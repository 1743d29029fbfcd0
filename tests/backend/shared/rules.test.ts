import { describe, expect, it } from 'vitest';
import { requireAdminUser } from '../../../src/backend/shared/admin-guard';
import { authMessages } from '../../../src/backend/shared/messages';
import { imageNotFound, inquiryNotFound, toBackendError, uploadError, withBackendErrors } from '../../../src/backend/shared/errors';
import { imageFilePaths } from '../../../src/backend/shared/image-files';
import { changesStatus, isInquiryStatus, requireInquiryStatus } from '../../../src/backend/shared/inquiry-status';
import { BackendError } from '../../../src/domain/errors';

/** The rules both adapters take from src/backend/shared (each is also checked on both adapters by the contract suite). */
describe('shared backend rules', () => {
  it('admin guard: nobody, a non-admin, an admin', () => {
    expect(() => requireAdminUser(null)).toThrow(expect.objectContaining({ code: 'auth/not-signed-in', message: authMessages.loginRequired }));
    expect(() => requireAdminUser({ uid: 'u', email: null, isAdmin: false })).toThrow(expect.objectContaining({ code: 'auth/not-admin' }));
    const admin = { uid: 'a', email: 'a@example.com', isAdmin: true };
    expect(requireAdminUser(admin)).toBe(admin);
  });

  it('inquiry status: known statuses only; the same status is no change', () => {
    expect(['신규', '확인중', '답변완료'].every(isInquiryStatus)).toBe(true);
    expect(isInquiryStatus('완료')).toBe(false);
    expect(requireInquiryStatus('확인중')).toBe('확인중');
    expect(() => requireInquiryStatus('완료')).toThrow(expect.objectContaining({ code: 'invalid-argument' }));
    expect(changesStatus('신규', '신규')).toBe(false);
    expect(changesStatus('신규', '확인중')).toBe(true);
  });

  it('errors: provider codes kept, BackendErrors passed through, upload steps and not-found named', async () => {
    const sdkError = Object.assign(new Error('denied'), { code: 'permission-denied' });
    expect(toBackendError(sdkError)).toMatchObject({ code: 'permission-denied', message: 'denied', cause: sdkError });
    expect(toBackendError(new Error('plain'))).toMatchObject({ code: 'unknown', message: 'plain' });
    const own = new BackendError('not-found');
    expect(toBackendError(own)).toBe(own);
    await expect(withBackendErrors(async () => Promise.reject(sdkError))).rejects.toBeInstanceOf(BackendError);
    expect(uploadError('upload/failed', sdkError)).toMatchObject({ code: 'upload/failed', message: 'denied', cause: sdkError });
    expect(imageNotFound('img-1')).toMatchObject({ code: 'not-found', message: expect.stringContaining('img-1') });
    expect(inquiryNotFound('inq-1')).toMatchObject({ code: 'not-found', message: expect.stringContaining('inq-1') });
  });

  it('image files: the display and thumbnail paths, skipping missing names', () => {
    expect(imageFilePaths('1-a.jpg', '1-thumb-a.webp')).toEqual(['constructionImages/1-a.jpg', 'constructionImages/1-thumb-a.webp']);
    expect(imageFilePaths('1-a.jpg', null)).toEqual(['constructionImages/1-a.jpg']);
    expect(imageFilePaths('', undefined)).toEqual([]);
  });
});
