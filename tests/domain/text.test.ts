import { describe, expect, it } from 'vitest';
import { BLANK_CODE_POINTS, isBlank, isEmailAddress, trimBlank } from '@/domain/text';
import { MALFORMED_EMAILS, PLAUSIBLE_EMAILS } from '../support/email-addresses';

/** Every blank character, one by one. */
const EVERY_BLANK = BLANK_CODE_POINTS.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
);

describe('isBlank (required fields are checked after trimming)', () => {
  it('is true for the empty text and for ASCII white space', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' \t\n\r\f\v')).toBe(true);
  });

  it('is true for the Unicode blanks String.trim() keeps or a visitor can type: U+3000, U+00A0, U+200B, U+FEFF and the rest', () => {
    for (const text of [
      '\u3000',
      '\u3000\u3000',
      '\u00a0',
      '\u200b',
      '\ufeff',
      '\u200b\u3000\u00a0\ufeff',
      '\u3164',
      '\u115f\u1160\uffa0',
      '\u2060',
      '\u00ad',
      '\u180e',
      '\u2028\u2029\u0085',
    ]) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
    expect(EVERY_BLANK.length).toBeGreaterThan(30);
    for (const character of EVERY_BLANK) expect(isBlank(character), character.codePointAt(0)?.toString(16)).toBe(true);
    expect(isBlank(EVERY_BLANK.join(''))).toBe(true);
  });

  it('is true for text that shows nothing: bidi marks and isolates, Braille blank, variation selectors, CGJ, tags', () => {
    const invisible = {
      'LRM and RLM': '\u200e\u200f',
      'Braille blank': '\u2800\u2800',
      'bidi isolates U+2066-U+2069': '\u2066\u2067\u2068\u2069',
      'VS16 and combining grapheme joiner': '\ufe0f\u034f',
      'variation selectors': '\ufe00\u{e0100}\u{e01ef}',
      'tag characters': '\u{e0001}\u{e0041}\u{e007f}',
      'bidi embeddings and ALM': '\u202a\u202e\u061c',
      'invisible operators': '\u2061\u2062\u2063\u2064',
      'control characters': '\u0000\u0007\u007f\u009f',
      'Mongolian variation selectors': '\u180b\u180f',
      'interlinear annotation': '\ufff9\ufffb',
      'shorthand and musical format controls': '\u{1bca0}\u{1d173}',
    };
    for (const [what, text] of Object.entries(invisible)) expect(isBlank(text), what).toBe(true);
  });

  it('holds every format (Cf), control (Cc), White_Space and Default_Ignorable_Code_Point character Unicode has', () => {
    const shows = [/\p{Cf}/u, /\p{Cc}/u, /\p{White_Space}/u, /\p{Default_Ignorable_Code_Point}/u];
    const missing: string[] = [];
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      if (codePoint >= 0xd800 && codePoint <= 0xdfff) continue;
      const character = String.fromCodePoint(codePoint);
      if (shows.some((property) => property.test(character)) && !isBlank(character)) missing.push(codePoint.toString(16));
    }
    expect(missing).toEqual([]);
  });

  it('is false as soon as one visible character is there', () => {
    for (const text of [
      '가',
      '\u3000홍\u3000',
      '\u200bx',
      '.',
      '0',
      '\u3000😀',
      'a\u200d',
      '\u2764\ufe0f',
      '\u2066홍\u2069',
      '\u2801',
      'ㄱ',
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e007f}',
    ]) {
      expect(isBlank(text), text).toBe(false);
    }
  });
});

describe('trimBlank', () => {
  it('removes blank characters at both ends only', () => {
    expect(trimBlank('\u3000\u200b 홍 길동\u00a0\ufeff\n')).toBe('홍 길동');
    expect(trimBlank('지붕\u3000누수')).toBe('지붕\u3000누수');
    expect(trimBlank('\u200b\u3000')).toBe('');
    expect(trimBlank('abc')).toBe('abc');
    expect(trimBlank('\u200e\u2066홍길동\u2069\u2800\ufe0f')).toBe('홍길동');
  });

  it('keeps what belongs to the first or last visible character (the variation selector of an emoji, the tags of a flag)', () => {
    expect(trimBlank(' 감사합니다 ❤\ufe0f\u200b ')).toBe('감사합니다 ❤\ufe0f');
    expect(trimBlank('\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}\u3000')).toBe(
      '\u{1f3f4}\u{e0067}\u{e0062}\u{e0073}\u{e0063}\u{e0074}\u{e007f}',
    );
    expect(trimBlank('\ufe0f\u034f가')).toBe('가');
  });
});

describe('isEmailAddress', () => {
  it('accepts plausible addresses', () => {
    for (const email of [...PLAUSIBLE_EMAILS, 'a@b.c']) {
      expect(isEmailAddress(email), email).toBe(true);
    }
  });

  it('refuses the empty text, no address, blanks inside and a second @', () => {
    for (const email of MALFORMED_EMAILS) expect(isEmailAddress(email), JSON.stringify(email)).toBe(false);
  });
});
