import { describe, expect, it } from 'vitest';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { contactMessages } from '@/features/contact/copy';
import { EMPTY_INQUIRY_FORM, type InquiryFormValues } from '@/features/contact/inquiry-form';
import { formSummary, validateInquiry } from '@/features/contact/validate-inquiry';

/** The form's check under the consent notice in force (the site settings' version). */
const check = (values: InquiryFormValues, photoCount = 0) => validateInquiry(values, photoCount, PRIVACY_CONSENT_VERSION);

/**
 * The contact form treats text that shows nothing as not filled in, with the same list as the backend and
 * firestore.rules (src/domain/text.ts): the strings an attack suite got through the form and the rules before.
 */
const filled: InquiryFormValues = {
  ...EMPTY_INQUIRY_FORM,
  name: '홍길동',
  phone: '010-1234-5678',
  message: '지붕 누수 견적 부탁드립니다.',
  consent: true,
};

const MISSING = { name: contactMessages.nameMissing, phone: contactMessages.phoneMissing, message: contactMessages.messageMissing };

const ATTACKS: [field: keyof typeof MISSING, text: string, what: string][] = [
  ['name', '\u200e\u200f', 'left-to-right and right-to-left marks'],
  ['name', '\u2800\u2800', 'Braille blanks'],
  ['phone', '\u2066\u2067\u2068\u2069', 'bidi isolates'],
  ['message', '\ufe0f\u034f', 'a variation selector and the combining grapheme joiner'],
  ['name', '\u{e0041}\u{e0042}\u{e007f}', 'tag characters'],
  ['message', '\u{e0100}\u180b', 'variation selectors'],
  ['phone', '\u2060\u2063', 'word joiner and an invisible separator'],
  ['message', '\u0007\u001b', 'control characters'],
];

describe('contact form: text that shows nothing is blank', () => {
  for (const [field, text, what] of ATTACKS) {
    it(`${field} of ${what}: the required message, nothing sent`, () => {
      const result = check({ ...filled, [field]: text });
      expect(result).toMatchObject({ ok: false, invalid: [field], errors: { [field]: MISSING[field] } });
      if (result.ok) return;
      expect(formSummary(result.errors)).toBe(contactMessages.required);
    });
  }

  it('visible text keeps its own invisible parts and loses only those around it', () => {
    const result = check({ ...filled, name: '\u2066박서연\u2069\u200e', message: '\u2800감사합니다 \u2764\ufe0f\u200b' });
    expect(result).toMatchObject({ ok: true, input: { name: '박서연', message: '감사합니다 \u2764\ufe0f' } });
  });
});
