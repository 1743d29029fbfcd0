import { IMAGE_CATEGORIES, IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX, INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '../../config/constants';
import { BackendError } from '../../domain/errors';
import { isBlank, isEmailAddress } from '../../domain/text';
import type { ImageEdit, InquiryInput } from '../../domain/types';
import { backendMessages } from './messages';

/**
 * The field rules firestore.rules enforces on what the port writes, checked by both adapters before writing, so a
 * bad field is BackendError invalid-argument on both (Firebase would otherwise answer permission-denied, or
 * upload/metadata-failed after storing the files; the demo would store it). The UI validates the same fields
 * with its own messages first. Lengths are counted like the rules count them: untrimmed, in UTF-16 code units; a
 * filled text must not be blank (src/domain/text.ts: Unicode white space and zero-width characters are blank).
 */

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function isFilledText(value: unknown, max: number): value is string {
  return isText(value, max) && !isBlank(value);
}

function isOptionalText(value: unknown, max: number): boolean {
  return value === null || isText(value, max);
}

function check(field: string, valid: boolean): void {
  if (!valid) throw new BackendError('invalid-argument', backendMessages.invalidField(field));
}

/**
 * A visitor's inquiry (firestore.rules isNewInquiry): name, phone and message filled, the e-mail null or a plausible
 * address (never ''), and the consent to the current privacy notice (PRIVACY_CONSENT_VERSION) only.
 */
export function checkInquiryInput(input: InquiryInput): void {
  check('name', isFilledText(input.name, INQUIRY_LIMITS.name));
  check('email', input.email === null || (isText(input.email, INQUIRY_LIMITS.email) && isEmailAddress(input.email)));
  check('phone', isFilledText(input.phone, INQUIRY_LIMITS.phone));
  check('message', isFilledText(input.message, INQUIRY_LIMITS.message));
  check('privacyConsentVersion', input.privacyConsentVersion === PRIVACY_CONSENT_VERSION);
}

/** An image's editable fields, on upload and on edit (firestore.rules isNewImage and isImageEdit). */
export function checkImageFields(fields: ImageEdit): void {
  check('title', isFilledText(fields.title, IMAGE_TITLE_MAX));
  check('category', (IMAGE_CATEGORIES as readonly unknown[]).includes(fields.category));
  check('description', isOptionalText(fields.description, IMAGE_DESCRIPTION_MAX));
}
