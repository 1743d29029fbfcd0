import { INQUIRY_LIMITS } from '@/config/limits';
import { isBlank, isEmailAddress, trimBlank } from '@/domain/text';
import type { InquiryInput } from '@/domain/types';
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
 * The form's alert, from the problems still open: 이름, 연락처, 문의 내용은 필수입니다. while a required
 * field is blank, else nothing. Every other problem is said once, under its own control (where focus takes the
 * visitor), so the alert never repeats it and goes as soon as the blank fields are filled.
 */
export function formSummary(errors: InquiryFieldErrors): string | null {
  const blank = (['name', 'phone', 'message'] as const).some((field) => errors[field] === MISSING[field]);
  return blank ? contactMessages.required : null;
}

/**
 * Checks the whole form in one round: every field's problem at once, so a visitor fixes them together, the
 * unticked consent included. Blank required fields get a short message under each (formSummary adds the owner's
 * sentence above the send button). Trimming and "blank" follow src/domain/text.ts, as the
 * backend and firestore.rules do. Returns the trimmed input ready to send (an empty e-mail as null; the photo
 * count is the caller's).
 */
export function validateInquiry(values: InquiryFormValues, photoCount: number, consentVersion: string): InquiryValidation {
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
  if (invalid.length > 0) return { ok: false, invalid, errors };

  return {
    ok: true,
    input: {
      name: trimmed.name,
      email: trimmed.email === '' ? null : trimmed.email,
      phone: trimmed.phone,
      message: trimmed.message,
      privacyConsentVersion: consentVersion,
      workType: values.workType,
      region: values.region,
      preferredCallTime: values.preferredCallTime,
      photoCount,
    },
  };
}
