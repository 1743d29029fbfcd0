/**
 * How a reviewer's name is shown when they did not agree to show it: the family name kept, the rest masked with ○,
 * as Korean sites do (홍길동 → 홍○○). The masked form is what gets STORED (a public review never holds the full
 * name); firestore.rules accept a hidden name only in this shape (isMaskedName: one or two visible characters, then
 * one to five ○, optionally a second word of one visible character and ○○).
 */
import { blankClassBody, isBlank } from './text';

export const MASK = '○';

/** The blank characters (src/domain/text.ts) as the body of a character class. */
const BLANK = blankClassBody((codePoint) => `\\u{${codePoint.toString(16)}}`);

/** Two-syllable family names: a four-syllable name starting with one keeps both (남궁민수 → 남궁○○). */
const COMPOUND_SURNAMES = new Set(['남궁', '황보', '제갈', '선우', '독고', '사공', '서문', '동방', '어금', '망절', '소봉']);

const HANGUL_NAME = /^[\uAC00-\uD7A3]+$/;
/** Keeps the mask short: a long name shows as many ○ as this at most. */
const MAX_MASKED = 5;

/** Everything but the first `keep` characters (code points) as ○, at least one ○. */
function keepFirst(chars: readonly string[], keep: number): string {
  const masked = Math.min(MAX_MASKED, Math.max(1, chars.length - keep));
  return chars.slice(0, keep).join('') + MASK.repeat(masked);
}

/**
 * The shown form of a name the reviewer did not want shown:
 * - Korean names (spaces ignored): 김 → 김○, 김철 → 김○, 홍길동 → 홍○○, 남궁민수 → 남궁○○, 김수한무 → 김○○○;
 * - other names: each of the first two words as its initial and ○○: John Smith → J○○ S○○, nguyen → N○○.
 */
export function maskName(name: string): string {
  // Words are split at blank characters and lose every one of them (U+3164 or a zero-width space shows nothing, so
  // it is not a character to keep).
  const words = name
    .split(new RegExp(`[${BLANK}]+`, 'u'))
    .map((word) => [...word].filter((char) => !isBlank(char)).join(''))
    .filter(Boolean);
  const joined = words.join('');
  if (HANGUL_NAME.test(joined)) {
    const chars = [...joined];
    const compound = chars.length === 4 && COMPOUND_SURNAMES.has(chars.slice(0, 2).join(''));
    return keepFirst(chars, compound ? 2 : 1);
  }
  const initials = words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase() + MASK.repeat(2));
  return initials.length > 0 ? initials.join(' ') : MASK.repeat(2);
}

/** The name a review stores: as typed (trimmed) when the reviewer agreed to show it, else masked. */
export function shownReviewName(name: string, showName: boolean): string {
  return showName ? name.trim() : maskName(name);
}

/**
 * Whether a stored name has the masked shape (what firestore.rules isMaskedName accepts: maskedNamePattern(), with
 * the same blank characters, src/domain/text.ts, as blankClass(); a test compares the two): one or two visible
 * characters (never ○ nor any blank character: U+3000, U+3164 and the like show nothing), one to five ○, and
 * optionally a space and a second word of one visible character and ○○.
 */
export const MASKED_NAME_PATTERN = new RegExp(`^[^○${BLANK}]{1,2}○{1,5}( [^○${BLANK}]○{2})?$`, 'u');
