import { describe, expect, it } from 'vitest';
import { INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { contactMessages } from '@/features/contact/copy';
import { EMPTY_INQUIRY_FORM, type InquiryFormValues } from '@/features/contact/inquiry-form';
import { formSummary, validateInquiry } from '@/features/contact/validate-inquiry';

/** The form's check under the consent notice in force (the site settings' version). */
const check = (values: InquiryFormValues, photoCount = 0) => validateInquiry(values, photoCount, PRIVACY_CONSENT_VERSION);

const filled: InquiryFormValues = {
  ...EMPTY_INQUIRY_FORM,
  name: '  홍길동 ',
  phone: ' 010-1234-5678 ',
  email: '',
  message: '  지붕 누수 견적 부탁드립니다.  ',
  consent: true,
};

const NO_DETAILS = { workType: null, region: null, preferredCallTime: null, photoCount: 0 };

describe('formSummary', () => {
  it("says the spec's sentence while a required field is blank, and nothing for any other problem", () => {
    expect(formSummary({ message: contactMessages.messageMissing, consent: contactMessages.consentRequired })).toBe(
      '이름, 연락처, 문의 내용은 필수입니다.',
    );
    expect(formSummary({ phone: contactMessages.phoneMissing })).toBe(contactMessages.required);
    expect(
      formSummary({
        phone: contactMessages.phoneCharacters,
        email: contactMessages.invalidEmail,
        consent: contactMessages.consentRequired,
      }),
    ).toBeNull();
    expect(formSummary({ name: contactMessages.tooLong('이름', INQUIRY_LIMITS.name) })).toBeNull();
    expect(formSummary({})).toBeNull();
  });
});

describe('validateInquiry', () => {
  it('rejects blank required fields (after trimming) with the spec message, naming each blank field in form order', () => {
    const result = check({ ...filled, name: '   ', message: '\n\t ' });
    expect(result).toEqual({
      ok: false,
      invalid: ['name', 'message'],
      errors: { name: contactMessages.nameMissing, message: contactMessages.messageMissing },
    });
  });

  it('treats Unicode white space and zero-width characters as blank: U+3000, U+00A0, U+200B, U+FEFF', () => {
    const result = check({ ...filled, name: '\u3000\u3000', phone: '\u00a0\u200b', message: '\ufeff\u3000\n' });
    expect(result).toMatchObject({ ok: false, invalid: ['name', 'phone', 'message'] });
    for (const blank of ['\u3000', '\u00a0', '\u200b', '\ufeff', '\u3164']) {
      expect(check({ ...filled, name: blank })).toMatchObject({ ok: false, invalid: ['name'] });
    }
  });

  it('trims those characters too, from both ends of every field', () => {
    const result = check({
      ...filled,
      name: '\u3000홍길동\u200b',
      phone: '\ufeff010-1234-5678\u00a0',
      email: '\u3000kim@example.co.kr\u200b',
      message: '\u200b지붕\u3000누수\u3000',
    });
    expect(result).toEqual({
      ok: true,
      input: {
        name: '홍길동',
        phone: '010-1234-5678',
        email: 'kim@example.co.kr',
        message: '지붕\u3000누수',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        ...NO_DETAILS,
      },
    });
  });

  it('reports the required fields AND the consent in the same round', () => {
    const result = check({ ...EMPTY_INQUIRY_FORM });
    expect(result).toEqual({
      ok: false,
      invalid: ['name', 'phone', 'message', 'consent'],
      errors: {
        name: contactMessages.nameMissing,
        phone: contactMessages.phoneMissing,
        message: contactMessages.messageMissing,
        consent: contactMessages.consentRequired,
      },
    });
  });

  it('asks for consent alone when everything else is right', () => {
    expect(check({ ...filled, consent: false })).toEqual({
      ok: false,
      invalid: ['consent'],
      errors: { consent: contactMessages.consentRequired },
    });
  });

  it('rejects a malformed e-mail when one is given, together with every other problem', () => {
    for (const email of ['abc', 'a@b', 'a b@c.kr', '@example.com', 'not-an-email', 'a\u3000b@c.kr', 'a@b@c.kr']) {
      expect(check({ ...filled, email })).toEqual({
        ok: false,
        invalid: ['email'],
        errors: { email: contactMessages.invalidEmail },
      });
    }
    expect(check({ ...filled, name: '', email: 'abc', consent: false })).toMatchObject({
      invalid: ['name', 'email', 'consent'],
      errors: { name: contactMessages.nameMissing, email: contactMessages.invalidEmail, consent: contactMessages.consentRequired },
    });
  });

  it('rejects a phone number with letters or symbols ("abc"), and one of an implausible length', () => {
    for (const phone of ['abc', '010-abcd-5678', '+82 10 1234 5678', '(02) 123-4567', '010.1234.5678', '０１０-1234-5678']) {
      expect(check({ ...filled, phone })).toEqual({
        ok: false,
        invalid: ['phone'],
        errors: { phone: contactMessages.phoneCharacters },
      });
    }
    for (const phone of ['010', '010-1234', '1234567', '010-1234-56789', '2345-6789', '1588-12345', '0'.repeat(12)]) {
      expect(check({ ...filled, phone }), phone).toMatchObject({ ok: false, invalid: ['phone'] });
    }
    for (const phone of [
      '010-1234-5678',
      '033-123-4567',
      '02-123-4567',
      '02-1234-5678',
      '031-1234-5678',
      '1588-1234',
      '010 1234 5678',
      '01012345678',
    ]) {
      expect(check({ ...filled, phone }).ok, phone).toBe(true);
    }
  });

  it('rejects text longer than the limits', () => {
    const result = check({ ...filled, name: '가'.repeat(INQUIRY_LIMITS.name + 1) });
    expect(result).toEqual({
      ok: false,
      invalid: ['name'],
      errors: { name: contactMessages.tooLong('이름', INQUIRY_LIMITS.name) },
    });
  });

  it('returns the trimmed input with email null when empty, the consent version, the details and the photo count', () => {
    expect(check(filled)).toEqual({
      ok: true,
      input: {
        name: '홍길동',
        email: null,
        phone: '010-1234-5678',
        message: '지붕 누수 견적 부탁드립니다.',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        ...NO_DETAILS,
      },
    });
    const chosen = check({ ...filled, workType: 'ground', region: '태백시', preferredCallTime: 'morning' }, 3);
    expect(chosen.ok && chosen.input).toMatchObject({ workType: 'ground', region: '태백시', preferredCallTime: 'morning', photoCount: 3 });
  });

  it('sends no e-mail (null, never an empty text) when the field is empty or blank', () => {
    for (const email of ['', '   ', '\u3000', '\u200b']) {
      const result = check({ ...filled, email });
      expect(result.ok && result.input.email).toBeNull();
    }
  });

  it('keeps a valid e-mail, trimmed', () => {
    const result = check({ ...filled, email: ' kim@example.co.kr ' });
    expect(result.ok && result.input.email).toBe('kim@example.co.kr');
  });

  it('sends the consent version of the notice the visitor was shown (the site settings in force)', () => {
    expect(validateInquiry(filled, 0, '2026-12-01-2')).toMatchObject({ ok: true, input: { privacyConsentVersion: '2026-12-01-2' } });
  });
});
