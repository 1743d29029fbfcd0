import { INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '../../config/constants';
import { isBlank, isEmailAddress, trimBlank } from '../../domain/text';
import type { InquiryInput } from '../../domain/types';
import { contactMessages, inquiryFormCopy } from './copy';
import {
  INQUIRY_FIELD_ORDER,
  type InquiryFieldErrors,
  type InquiryFormField,
  type InquiryFormValues,
  type InquiryTextField,
} from './inquiry-form';
import { phoneProblem } from './phone-number';

export type InquiryValidation =
  | { ok: true; input: InquiryInput }
  | {
      ok: false;
      /** What the summary alert lists: the spec's sentence when a required field is blank, then every other message. */
      messages: string[];
      /** The invalid controls in form order (focus goes to the first). */
      invalid: InquiryFormField[];
      errors: InquiryFieldErrors;
    };

const MISSING: Record<'name' | 'phone' | 'message', string> = {
  name: contactMessages.nameMissing,
  phone: contactMessages.phoneMissing,
  message: contactMessages.messageMissing,
};

/** The one problem of a text field (blank, too long, not a phone number or an e-mail address), or undefined. */
function textError(field: InquiryTextField, value: string): string | undefined {
  if (field !== 'email' && isBlank(value)) return MISSING[field];
  if (value.length > INQUIRY_LIMITS[field]) return contactMessages.tooLong(inquiryFormCopy[field], INQUIRY_LIMITS[field]);
  if (field === 'phone') {
    const problem = phoneProblem(value);
    if (problem) return problem === 'characters' ? contactMessages.phoneCharacters : contactMessages.phoneLength;
  }
  if (field === 'email' && value !== '' && !isEmailAddress(value)) return contactMessages.invalidEmail;
  return undefined;
}

/**
 * Checks the whole form in one round (spec 5, issue 9): every field's problem at once, so a visitor fixes them
 * together, the unticked consent included. Blank required fields give the spec's 이름, 연락처, 문의 내용은
 * 필수입니다. in the summary and a short message under each. Trimming and "blank" follow src/domain/text.ts, as the
 * backend and firestore.rules do. Returns the trimmed input ready to send (an empty e-mail as null; the photo
 * count is the caller's).
 */
export function validateInquiry(values: InquiryFormValues, photoCount = 0): InquiryValidation {
  const trimmed: Record<InquiryTextField, string> = {
    name: trimBlank(values.name),
    phone: trimBlank(values.phone),
    email: trimBlank(values.email),
    message: trimBlank(values.message),
  };

  const errors: InquiryFieldErrors = {};
  for (const field of ['name', 'phone', 'email', 'message'] as const) {
    const error = textError(field, trimmed[field]);
    if (error) errors[field] = error;
  }
  if (!values.consent) errors.consent = contactMessages.consentRequired;

  const invalid = INQUIRY_FIELD_ORDER.filter((field) => errors[field] !== undefined);
  if (invalid.length > 0) {
    const missing = invalid.some((field) => errors[field] === MISSING[field as keyof typeof MISSING]);
    const others = invalid.filter((field) => errors[field] !== MISSING[field as keyof typeof MISSING]).map((field) => errors[field]!);
    return { ok: false, messages: missing ? [contactMessages.required, ...others] : others, invalid, errors };
  }

  return {
    ok: true,
    input: {
      name: trimmed.name,
      email: trimmed.email === '' ? null : trimmed.email,
      phone: trimmed.phone,
      message: trimmed.message,
      privacyConsentVersion: PRIVACY_CONSENT_VERSION,
      workType: values.workType,
      region: values.region,
      preferredCallTime: values.preferredCallTime,
      photoCount,
    },
  };
}
