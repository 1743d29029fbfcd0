import { IMAGE_CATEGORIES, IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX, INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION_MAX } from '../../config/constants';
import { BackendError } from '../../domain/errors';
import type { ImageEdit, InquiryInput } from '../../domain/types';
import { backendMessages } from './messages';

/**
 * The field rules firestore.rules enforces on what the port writes, checked by both adapters before writing, so a
 * bad field is BackendError invalid-argument on both (Firebase would otherwise answer permission-denied, or
 * upload/metadata-failed after storing the files; the demo would store it). The UI validates the same fields
 * with its own messages first. Lengths are counted like the rules count them: untrimmed, in characters; a filled
 * text must not be blank.
 */

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

function isFilledText(value: unknown, max: number): value is string {
  return isText(value, max) && value.trim().length > 0;
}

function isOptionalText(value: unknown, max: number): boolean {
  return value === null || isText(value, max);
}

function check(field: string, valid: boolean): void {
  if (!valid) throw new BackendError('invalid-argument', backendMessages.invalidField(field));
}

/** A visitor's inquiry (firestore.rules isNewInquiry). */
export function checkInquiryInput(input: InquiryInput): void {
  check('name', isFilledText(input.name, INQUIRY_LIMITS.name));
  check('email', isOptionalText(input.email, INQUIRY_LIMITS.email));
  check('phone', isFilledText(input.phone, INQUIRY_LIMITS.phone));
  check('message', isFilledText(input.message, INQUIRY_LIMITS.message));
  check('privacyConsentVersion', isFilledText(input.privacyConsentVersion, PRIVACY_CONSENT_VERSION_MAX));
}

/** An image's editable fields, on upload and on edit (firestore.rules isNewImage and isImageEdit). */
export function checkImageFields(fields: ImageEdit): void {
  check('title', isFilledText(fields.title, IMAGE_TITLE_MAX));
  check('category', (IMAGE_CATEGORIES as readonly unknown[]).includes(fields.category));
  check('description', isOptionalText(fields.description, IMAGE_DESCRIPTION_MAX));
}
