/**
 * What counts as blank, and what looks like an e-mail address: one definition for the forms (src/features), the
 * backend's field checks (src/backend/shared/input-rules.ts, both adapters) and, mirrored, firestore.rules.
 *
 * Blank means every character that shows nothing, so a text made only of them is blank (and trimmed away at both
 * ends):
 * - Unicode's White_Space characters (ASCII spaces, U+0085, U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029, U+202F,
 *   U+205F, U+3000 ideographic space, which Korean keyboards type) and every control character (Cc);
 * - every format character (Cf: soft hyphen, Arabic and Syriac marks, U+180E, zero-width U+200B-U+200F, bidi
 *   embeddings and isolates U+202A-U+202E and U+2066-U+2069, U+2060-U+2064 word joiner and invisible operators,
 *   U+FEFF, interlinear annotation U+FFF9-U+FFFB, musical and shorthand format controls, Egyptian format controls,
 *   tags U+E0001 and U+E0020-U+E007F);
 * - Unicode's other Default_Ignorable_Code_Point characters: combining grapheme joiner U+034F, Khmer inherent
 *   vowels U+17B4-U+17B5, Mongolian variation selectors U+180B-U+180F, variation selectors U+FE00-U+FE0F and
 *   U+E0100-U+E01EF, the reserved U+FFF0-U+FFF8 and the rest of U+E0000-U+E0FFF;
 * - the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, and the Braille blank U+2800.
 * Written out as code point ranges (not \p{...}): the rules' regular expressions know an older Unicode than the
 * browsers, and both sides must mean the same characters. tests/domain/text.test.ts checks that the list holds every
 * Cf, White_Space and Default_Ignorable_Code_Point character of the Unicode this Node knows. firestore.rules holds
 * the same list as an RE2 character class (blankClass(), mirrored; tests/backend/shared/firestore-rules-mirror.test.ts
 * compares them character by character).
 */
export const BLANK_CODE_POINTS: readonly (readonly [first: number, last: number])[] = [
  [0x00, 0x20],
  [0x7f, 0xa0],
  [0xad, 0xad],
  [0x34f, 0x34f],
  [0x600, 0x605],
  [0x61c, 0x61c],
  [0x6dd, 0x6dd],
  [0x70f, 0x70f],
  [0x890, 0x891],
  [0x8e2, 0x8e2],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x2800, 0x2800],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0xfff0, 0xfffb],
  [0x110bd, 0x110bd],
  [0x110cd, 0x110cd],
  [0x13430, 0x1343f],
  [0x1bca0, 0x1bca3],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe0fff],
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

/** Grapheme clusters (what a reader sees as one character), where the browser can tell them apart. */
const GRAPHEMES = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('ko', { granularity: 'grapheme' }) : null;

/**
 * `text` without blank characters at either end (String.prototype.trim also leaves U+200B and the fillers). A blank
 * character that belongs to a visible one stays with it: the variation selector of ❤️ or the tags of a flag at the
 * end of a message are part of the last character shown, not blank space after it.
 */
export function trimBlank(text: string): string {
  if (!GRAPHEMES) return text.replace(LEADING_OR_TRAILING_BLANK, '');
  const shown = [...GRAPHEMES.segment(text)].filter(({ segment }) => !isBlank(segment));
  const first = shown[0];
  const last = shown.at(-1);
  return first && last ? text.slice(first.index, last.index + last.segment.length) : '';
}

/** A plausible e-mail address: something@something.something without blanks or a second @. */
export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}
