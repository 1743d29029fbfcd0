import { groupDigits, hasPhoneCharacters, isPhoneNumber, typingGroupSizes } from '@/domain/phone';

/**
 * Korean phone numbers as a visitor types them: formatted on the fly (010-1234-5678, 033-123-4567, 02-123-4567,
 * 031-1234-5678, 0504-1234-5678, 1588-1234) and checked, both by the one rule of src/domain/phone.ts. Only digits,
 * spaces and hyphens are a phone number; anything else ("abc") is left as typed so the visitor sees what the message
 * is about.
 */

const ALLOWED = /^[0-9\s-]*$/;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The value with hyphens where they belong, from its digits, for a number still being typed (partial groups stay
 * as they are, no hyphen before an empty group, so backspace works). A value with any other character than digits,
 * spaces and hyphens, or longer than any Korean number that starts like it, is returned as typed; digits that start
 * like no Korean number are returned without spaces or hyphens.
 */
export function formatPhoneAsTyped(value: string): string {
  if (!ALLOWED.test(value)) return value;
  const digits = digitsOf(value);
  const sizes = typingGroupSizes(digits);
  if (sizes === 'too-long') return value;
  return sizes ? groupDigits(digits, sizes) : digits;
}

/** Where the caret belongs after formatting: just after the same number of digits as before it. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted.charAt(index))) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

export function countDigits(value: string): number {
  return digitsOf(value).length;
}

export type PhoneProblem = 'characters' | 'length';

/**
 * Why a (trimmed, not blank) phone number is not plausible, or null when it is, by the one rule the backend and
 * firestore.rules apply too (src/domain/phone.ts isPhoneNumber): only digits, spaces and hyphens, and digits that
 * make a Korean number (02-123-4567 to 0504-1234-5678, 1588-1234).
 */
export function phoneProblem(value: string): PhoneProblem | null {
  if (!hasPhoneCharacters(value)) return 'characters';
  return isPhoneNumber(value) ? null : 'length';
}
