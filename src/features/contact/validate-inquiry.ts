import { INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '../../config/constants';
import { inquiryFormCopy } from './copy';
import { isBlank, isEmailAddress, trimBlank } from '../../domain/text';
import type { InquiryInput } from '../../domain/types';
import { INQUIRY_FIELD_ORDER, type InquiryFormField, type InquiryFormValues, type InquiryTextField } from './inquiry-form';
import { contactMessages } from './copy';

export type InquiryValidation =
  | { ok: true; input: InquiryInput }
  | { ok: false; message: string; invalid: InquiryFormField[] };

const REQUIRED: readonly InquiryTextField[] = ['name', 'phone', 'message'];

function fail(message: string, invalid: InquiryFormField[]): InquiryValidation {
  const ordered = INQUIRY_FIELD_ORDER.filter((field) => invalid.includes(field));
  return { ok: false, message, invalid: ordered };
}

/**
 * Checks the form the way spec 5 says, in this order: the required fields (after trimming), the length limits,
 * the e-mail format when one is given, then the privacy consent. Returns the trimmed input ready to send.
 * Trimming and "blank" follow src/domain/text.ts, as the backend and firestore.rules do: Unicode white space and
 * zero-width characters (U+3000 from a Korean keyboard, U+00A0, U+200B, U+FEFF, ...) count as blank. An empty
 * e-mail is sent as null, never as ''.
 */
export function validateInquiry(values: InquiryFormValues): InquiryValidation {
  const trimmed = {
    name: trimBlank(values.name),
    phone: trimBlank(values.phone),
    email: trimBlank(values.email),
    message: trimBlank(values.message),
  };

  const blank = REQUIRED.filter((field) => isBlank(trimmed[field]));
  if (blank.length > 0) return fail(contactMessages.required, blank);

  const tooLong = INQUIRY_FIELD_ORDER.find(
    (field): field is InquiryTextField => field !== 'consent' && trimmed[field].length > INQUIRY_LIMITS[field],
  );
  if (tooLong) return fail(contactMessages.tooLong(inquiryFormCopy[tooLong], INQUIRY_LIMITS[tooLong]), [tooLong]);

  if (trimmed.email !== '' && !isEmailAddress(trimmed.email)) {
    return fail(contactMessages.invalidEmail, ['email']);
  }

  if (!values.consent) return fail(contactMessages.consentRequired, ['consent']);

  return {
    ok: true,
    input: {
      name: trimmed.name,
      email: trimmed.email === '' ? null : trimmed.email,
      phone: trimmed.phone,
      message: trimmed.message,
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: null,
      region: null,
      preferredCallTime: null,
      photoCount: 0,
    },
  };
}
