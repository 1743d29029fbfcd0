import { blankClassBody, trimBlank } from './text';

/**
 * Finding an inquiry by name or phone number. Firestore cannot search inside text, so each inquiry carries
 * `searchKeys`, written with it and checked by firestore.rules against the name and phone it stores (mirrored:
 * inquirySearchKeysOf in the rules), and a search is one exact key looked up with array-contains, alongside the
 * status and the period. That gives real paging and counts at any size, at the price of exact matches only:
 * - the whole name, without its spaces (and other blank characters): "박서연", "박 서연" → n:박서연. The name is
 *   stored in Unicode NFC (a decomposed name from some keyboards would not match what staff type);
 * - the phone number's digits, whole (p:01023456789) or its last 4, 7 or 8 digits (t4:6789, t7:3456789,
 *   t8:23456789): "6789", "2345-6789", "010-2345-6789" all find 010-2345-6789. A number with fewer digits has
 *   shorter tails (t8 of 1588-1234 is all eight).
 * Not found: part of a name ("서연"), other stretches of the number. Inquiries stored before the keys existed have
 * none and are found by no search until `npm run inquiries:search-keys` adds them (they are still listed and
 * filtered by status and period). The keys are always these five, in this order.
 */

const BLANKS = new RegExp(`[${blankClassBody((codePoint) => `\\u{${codePoint.toString(16)}}`)}]`, 'gu');
/** The tail lengths a phone search may have (the last 4, 7 or 8 digits). */
export const PHONE_TAIL_LENGTHS = [4, 7, 8] as const;

/** The name as its key holds it: every blank character removed. */
function compactName(name: string): string {
  return name.replace(BLANKS, '');
}

/** ASCII digits only, as the rules' replace('[^0-9]', '') keeps them. */
function digitsOf(phone: string): string {
  return phone.replace(/[^0-9]/g, '');
}

/** The keys an inquiry with this name and phone is stored with (the name already NFC, as stored). */
export function inquirySearchKeys(name: string, phone: string): string[] {
  const digits = digitsOf(phone);
  return [`n:${compactName(name)}`, `p:${digits}`, ...PHONE_TAIL_LENGTHS.map((length) => `t${length}:${digits.slice(-length)}`)];
}

/** Only what a phone number is typed with: digits and separators (a name has letters). */
const PHONE_TYPED = /^[\d\s()+.-]+$/;

/**
 * The one key a search typed by staff looks up, or null for none (blank): digits (with the usual separators) are a
 * phone number, whole or its last 4, 7 or 8 digits; anything else is a name.
 */
export function inquirySearchKey(typed: string): string | null {
  const text = trimBlank(typed.normalize('NFC'));
  if (text === '') return null;
  if (PHONE_TYPED.test(text)) {
    const digits = digitsOf(text);
    if (digits === '') return null;
    return (PHONE_TAIL_LENGTHS as readonly number[]).includes(digits.length) ? `t${digits.length}:${digits}` : `p:${digits}`;
  }
  const name = compactName(text);
  return name === '' ? null : `n:${name}`;
}
