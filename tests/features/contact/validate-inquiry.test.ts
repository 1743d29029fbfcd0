import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '../../../src/config/constants';
import { EMPTY_INQUIRY_FORM, type InquiryFormValues } from '../../../src/features/contact/inquiry-form';
import { validateInquiry } from '../../../src/features/contact/validate-inquiry';
import { contactMessages } from '../../../src/features/contact/copy';

const filled: InquiryFormValues = {
  ...EMPTY_INQUIRY_FORM,
  name: '  홍길동 ',
  phone: ' 010-1234-5678 ',
  email: '',
  message: '  지붕 누수 견적 부탁드립니다.  ',
  consent: true,
};

describe('validateInquiry', () => {
  it('rejects blank required fields (after trimming) with the spec message, naming each blank field in form order', () => {
    const result = validateInquiry({ ...filled, name: '   ', message: '\n\t ' });
    expect(result).toEqual({ ok: false, message: '이름, 연락처, 문의 내용은 필수입니다.', invalid: ['name', 'message'] });
  });

  it('reports the required fields before the consent when both fail', () => {
    const result = validateInquiry({ ...EMPTY_INQUIRY_FORM });
    expect(result).toEqual({ ok: false, message: contactMessages.required, invalid: ['name', 'phone', 'message'] });
  });

  it('asks for consent once the required fields are filled', () => {
    expect(validateInquiry({ ...filled, consent: false })).toEqual({
      ok: false,
      message: contactMessages.consentRequired,
      invalid: ['consent'],
    });
  });

  it('rejects a malformed e-mail when one is given', () => {
    for (const email of ['abc', 'a@b', 'a b@c.kr', '@example.com']) {
      expect(validateInquiry({ ...filled, email })).toEqual({
        ok: false,
        message: contactMessages.invalidEmail,
        invalid: ['email'],
      });
    }
  });

  it('rejects text longer than the limits', () => {
    const result = validateInquiry({ ...filled, name: '가'.repeat(INQUIRY_LIMITS.name + 1) });
    expect(result).toEqual({
      ok: false,
      message: contactMessages.tooLong('이름', INQUIRY_LIMITS.name),
      invalid: ['name'],
    });
  });

  it('returns the trimmed input with email null when empty and the consent version', () => {
    expect(validateInquiry(filled)).toEqual({
      ok: true,
      input: {
        name: '홍길동',
        email: null,
        phone: '010-1234-5678',
        message: '지붕 누수 견적 부탁드립니다.',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      },
    });
  });

  it('keeps a valid e-mail, trimmed', () => {
    const result = validateInquiry({ ...filled, email: ' kim@example.co.kr ' });
    expect(result.ok && result.input.email).toBe('kim@example.co.kr');
  });
});
