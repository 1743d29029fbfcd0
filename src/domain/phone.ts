/**
 * Korean phone numbers as people write them: 010-1234-5678, 02-123-4567, 033-123-4567, 0504-1234-5678, 1588-1234.
 * The one rule for the contact form (its check and its as-you-type formatting), the admin's inbox and the alert
 * e-mails of the Cloud Functions (functions/ compiles this file into its build). Numbers it does not recognise are
 * returned as typed (trimmed), so nothing a visitor wrote is ever lost or changed into something else.
 */
import { blankClassBody } from './text.js';

/** Hyphenated groups: [2, 3, 4] is 02-123-4567. */
export type GroupSizes = readonly number[];

/** [how the digits start, how many there are, their groups]: the first that fits wins. */
type Layout = readonly [start: RegExp, length: number, groups: GroupSizes];

const LAYOUTS: readonly Layout[] = [
  // Nationwide business numbers: 1588-1234, 1600-1234, 1899-1234.
  [/^1[5-9]/, 8, [4, 4]],
  // Seoul: 02-123-4567, 02-1234-5678.
  [/^02/, 9, [2, 3, 4]],
  [/^02/, 10, [2, 4, 4]],
  // Personal (safe) numbers 050X: 0504-1234-5678.
  [/^050/, 12, [4, 4, 4]],
  // Mobile 010 is 11 digits today (typing one never regroups it; an old 10-digit one is 010-123-4567 below).
  [/^010/, 11, [3, 4, 4]],
  // Older mobile 011/016-019, internet phone 070, other regions 031-064: 3-3-4 or 3-4-4.
  [/^0/, 10, [3, 3, 4]],
  [/^0/, 11, [3, 4, 4]],
];

/** The groups of a complete Korean number (national digits only: "01012345678" → [3, 4, 4]); null when it is none. */
export function phoneGroupSizes(digits: string): GroupSizes | null {
  return LAYOUTS.find(([start, length]) => length === digits.length && start.test(digits))?.[2] ?? null;
}

/**
 * The groups of a number still being typed ("0101234" → [3, 4, 4]): those of the first complete number it may still
 * become (then the last group takes what is left). 'too-long' when it has more digits than any Korean number that
 * starts like it, null when none starts like it.
 */
export function typingGroupSizes(digits: string): GroupSizes | 'too-long' | null {
  const possible = LAYOUTS.filter(([start]) => start.test(digits));
  if (possible.length === 0) return null;
  return possible.find(([, length]) => length >= digits.length)?.[2] ?? 'too-long';
}

/** `digits` in groups of `sizes` joined by hyphens; the last group takes the rest and empty groups are left out. */
export function groupDigits(digits: string, sizes: GroupSizes): string {
  const parts: string[] = [];
  let start = 0;
  sizes.forEach((size, index) => {
    const part = index === sizes.length - 1 ? digits.slice(start) : digits.slice(start, start + size);
    if (part) parts.push(part);
    start += size;
  });
  return parts.join('-');
}

/**
 * `raw` with the hyphens where Koreans put them ("01012345678" → "010-1234-5678", "+82 10 1234 5678" →
 * "010-1234-5678"); text that is not a Korean number it knows (too short, letters, a foreign number) comes back as
 * typed, trimmed.
 */
export function formatPhoneNumber(raw: string): string {
  const typed = raw.trim();
  if (!/^[+\d\s().-]*$/.test(typed)) return typed;
  let digits = typed.replace(/\D/g, '');
  // +82 10-1234-5678 (or 82-10-...): the country code replaces the leading 0.
  if (typed.startsWith('+82') || (digits.startsWith('82') && digits.length >= 11)) digits = `0${digits.slice(2).replace(/^0/, '')}`;
  const sizes = phoneGroupSizes(digits);
  return sizes ? groupDigits(digits, sizes) : typed;
}

/**
 * What may be stored as a visitor's phone number: digits, hyphens and spaces (any blank character of
 * src/domain/text.ts: the ASCII space, the ideographic space U+3000 a Korean keyboard types, a pasted U+00A0 ...),
 * whose digits make a Korean number of LAYOUTS above. The digits pattern is in RE2's syntax because firestore.rules
 * repeats it (mirrored: phoneDigitsPattern() in its "Mirrored values"; its isPhoneNumber(value) builds the
 * characters' class from blankClass() as hasPhoneCharacters does from BLANK_CODE_POINTS);
 * tests/backend/shared/firestore-rules-mirror.test.ts compares them and tests/domain/phone.test.ts checks that the
 * digits pattern accepts exactly the numbers phoneGroupSizes knows.
 */
export const PHONE_DIGITS_PATTERN = '02[0-9]{7}|050[0-9]{9}|0[0-9]{9,10}|1[5-9][0-9]{6}';

const PHONE_CHARACTERS = new RegExp(`^[-0-9${blankClassBody((codePoint) => `\\u{${codePoint.toString(16)}}`)}]+$`, 'u');
const PHONE_DIGITS = new RegExp(`^(?:${PHONE_DIGITS_PATTERN})$`);

/** Whether `value` has only the characters a phone number may have (digits, hyphens, blank characters). */
export function hasPhoneCharacters(value: string): boolean {
  return PHONE_CHARACTERS.test(value);
}

/**
 * The one rule for a stored phone number (the form, both adapters' checks and firestore.rules isPhoneNumber): only
 * digits, hyphens and spaces, and digits of a Korean number (010-1234-5678, 02-123-4567, 0504-1234-5678, 1588-1234).
 */
export function isPhoneNumber(value: string): boolean {
  return hasPhoneCharacters(value) && PHONE_DIGITS.test(value.replace(/[^0-9]/g, ''));
}
