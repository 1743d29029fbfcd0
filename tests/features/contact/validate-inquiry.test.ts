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

  it('treats Unicode white space and zero-width characters as blank: U+3000, U+00A0, U+200B, U+FEFF', () => {
    const result = validateInquiry({ ...filled, name: '\u3000\u3000', phone: '\u00a0\u200b', message: '\ufeff\u3000\n' });
    expect(result).toEqual({ ok: false, message: '이름, 연락처, 문의 내용은 필수입니다.', invalid: ['name', 'phone', 'message'] });
    for (const blank of ['\u3000', '\u00a0', '\u200b', '\ufeff', '\u3164']) {
      expect(validateInquiry({ ...filled, name: blank })).toEqual({ ok: false, message: contactMessages.required, invalid: ['name'] });
    }
  });

  it('trims those characters too, from both ends of every field', () => {
    const result = validateInquiry({
      ...filled,
      name: '\u3000홍길동\u200b',
      phone: '\ufeff010-1234-5678\u00a0',
      email: '\u3000kim@example.co.kr\u200b',
      message: '\u200b지붕\u3000누수\u3000',
    });
    expect(result).toEqual({
      ok: true,
      input: { name: '홍길동', phone: '010-1234-5678', email: 'kim@example.co.kr', message: '지붕\u3000누수', privacyConsentVersion: PRIVACY_CONSENT_VERSION, workType: null, region: null, preferredCallTime: null, photoCount: 0 },
    });
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
    for (const email of ['abc', 'a@b', 'a b@c.kr', '@example.com', 'not-an-email', 'a\u3000b@c.kr', 'a@b@c.kr']) {
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
        privacyConsentVersion: PRIVACY_CONSENT_VERSION, workType: null, region: null, preferredCallTime: null, photoCount: 0,
      },
    });
  });

  it('sends no e-mail (null, never an empty text) when the field is empty or blank', () => {
    for (const email of ['', '   ', '\u3000', '\u200b']) {
      const result = validateInquiry({ ...filled, email });
      expect(result.ok && result.input.email).toBeNull();
    }
  });

  it('keeps a valid e-mail, trimmed', () => {
    const result = validateInquiry({ ...filled, email: ' kim@example.co.kr ' });
    expect(result.ok && result.input.email).toBe('kim@example.co.kr');
  });
});
