/**
 * What counts as blank, and what looks like an e-mail address: one definition for the forms (src/features), the
 * backend's field checks (src/backend/shared/input-rules.ts) and, mirrored, firestore.rules.
 *
 * Blank characters: every Unicode White_Space character (ASCII spaces and controls \t \n \v \f \r, U+0085,
 * U+00A0 no-break space, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F, U+205F, U+3000 ideographic space, which
 * Korean keyboards type), the zero-width and invisible format characters U+00AD, U+180E, U+200B-U+200D, U+2060,
 * U+FEFF, and the Hangul fillers U+115F, U+1160, U+3164, U+FFA0 (they draw nothing). A text made only of these is
 * blank. firestore.rules holds the same list as an RE2 character class (blankClass(), mirrored; compared by
 * tests/backend/shared/firestore-rules-mirror.test.ts).
 */
export const BLANK_CODE_POINTS: readonly (readonly [first: number, last: number])[] = [
  [0x09, 0x0d],
  [0x20, 0x20],
  [0x85, 0x85],
  [0xa0, 0xa0],
  [0xad, 0xad],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x180e, 0x180e],
  [0x2000, 0x200d],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x2060],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

/** The blank characters as the body of a character class, in `escape`'s notation for one code point. */
export function blankClassBody(escape: (codePoint: number) => string): string {
  return BLANK_CODE_POINTS.map(([first, last]) => (first === last ? escape(first) : `${escape(first)}-${escape(last)}`)).join('');
}

const BLANK = blankClassBody((codePoint) => `\\u{${codePoint.toString(16)}}`);
const ONLY_BLANK = new RegExp(`^[${BLANK}]*$`, 'u');
const LEADING_OR_TRAILING_BLANK = new RegExp(`^[${BLANK}]+|[${BLANK}]+$`, 'gu');
/** local@domain.tld: no blank character and no second @ anywhere (the forms' and the rules' one test). */
const EMAIL_ADDRESS = new RegExp(`^[^@${BLANK}]+@[^@${BLANK}]+\\.[^@${BLANK}]+$`, 'u');

/** Whether `text` is empty or made only of blank characters (see above). */
export function isBlank(text: string): boolean {
  return ONLY_BLANK.test(text);
}

/** `text` without blank characters at either end (String.prototype.trim also leaves U+200B and the fillers). */
export function trimBlank(text: string): string {
  return text.replace(LEADING_OR_TRAILING_BLANK, '');
}

/** A plausible e-mail address: something@something.something without blanks or a second @. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
