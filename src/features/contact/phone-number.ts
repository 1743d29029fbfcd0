/**
 * Korean phone numbers as a visitor types them: formatted on the fly (010-1234-5678, 033-123-4567, 02-123-4567,
 * 031-1234-5678, 1588-1234) and checked for a plausible shape. Only digits, spaces and hyphens are a phone number;
 * anything else ("abc") is left as typed so the visitor sees what the message is about.
 */

const ALLOWED = /^[0-9\s-]*$/;
/** The longest Korean number: a mobile or area-code number of 11 digits (010-1234-5678, 031-1234-5678). */
const MAX_DIGITS = 11;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Joins the groups that have digits with hyphens (no hyphen before an empty group, so backspace works). */
function groups(digits: string, sizes: number[]): string {
  const parts: string[] = [];
  let at = 0;
  sizes.forEach((size, index) => {
    const last = index === sizes.length - 1;
    const part = last ? digits.slice(at) : digits.slice(at, at + size);
    if (part) parts.push(part);
    at += size;
  });
  return parts.join('-');
}

/** Group sizes of a number by its start and length. */
function layout(digits: string): number[] | null {
  const length = digits.length;
  if (digits.startsWith('02')) return length <= 9 ? [2, 3, 4] : [2, 4, 4]; // Seoul
  if (/^1[5-9]/.test(digits)) return [4, 4]; // nationwide business numbers: 1588-1234
  // 010 numbers are always 3-4-4, so typing them never regroups; older mobile numbers (011, 016...) of 10 digits
  // and area codes (031, 033, 070...) are 3-3-4 up to 10 digits, 3-4-4 at 11.
  if (digits.startsWith('010')) return [3, 4, 4];
  if (digits.startsWith('0')) return length <= 10 ? [3, 3, 4] : [3, 4, 4];
  return null;
}

/**
 * The value with hyphens where they belong, from its digits, for a number still being typed (partial groups stay
 * as they are). A complete stored number is shown with src/domain/phone.ts formatPhoneNumber. A value with any other character than digits, spaces
 * and hyphens, a number longer than MAX_DIGITS or one that starts like no Korean number is returned as typed.
 */
export function formatPhoneAsTyped(value: string): string {
  if (!ALLOWED.test(value)) return value;
  const digits = digitsOf(value);
  if (digits.length > MAX_DIGITS) return value;
  const sizes = layout(digits);
  return sizes ? groups(digits, sizes) : digits;
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
 * Why a (trimmed, not blank) phone number is not plausible, or null when it is: only digits, spaces and hyphens;
 * 8 digits starting with 1 (1588-1234), or 9 to 11 digits starting with 0 (02-123-4567 to 010-1234-5678).
 */
export function phoneProblem(value: string): PhoneProblem | null {
  if (!ALLOWED.test(value)) return 'characters';
  const digits = digitsOf(value);
  const plausible = (digits.length === 8 && digits.startsWith('1')) || (digits.length >= 9 && digits.length <= MAX_DIGITS && digits.startsWith('0'));
  return plausible ? null : 'length';
}
