import { describe, expect, it } from 'vitest';
import { BLANK_CODE_POINTS, isBlank, isEmailAddress, trimBlank } from '../../src/domain/text';

/** Every blank character, one by one. */
const EVERY_BLANK = BLANK_CODE_POINTS.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
);

describe('isBlank (spec 5: required fields are checked after trimming)', () => {
  it('is true for the empty text and for ASCII white space', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' \t\n\r\f\v')).toBe(true);
  });

  it('is true for the Unicode blanks String.trim() keeps or a visitor can type: U+3000, U+00A0, U+200B, U+FEFF and the rest', () => {
    for (const text of ['\u3000', '\u3000\u3000', '\u00a0', '\u200b', '\ufeff', '\u200b\u3000\u00a0\ufeff', '\u3164', '\u115f\u1160\uffa0', '\u2060', '\u00ad', '\u180e', '\u2028\u2029\u0085']) {
      expect(isBlank(text), JSON.stringify(text)).toBe(true);
    }
    expect(EVERY_BLANK.length).toBeGreaterThan(30);
    for (const character of EVERY_BLANK) expect(isBlank(character), character.codePointAt(0)?.toString(16)).toBe(true);
    expect(isBlank(EVERY_BLANK.join(''))).toBe(true);
  });

  it('is false as soon as one visible character is there', () => {
    for (const text of ['가', '\u3000홍\u3000', '\u200bx', '.', '0', '\u3000😀', 'a\u200d']) expect(isBlank(text), text).toBe(false);
  });
});

describe('trimBlank', () => {
  it('removes blank characters at both ends only', () => {
    expect(trimBlank('\u3000\u200b 홍 길동\u00a0\ufeff\n')).toBe('홍 길동');
    expect(trimBlank('지붕\u3000누수')).toBe('지붕\u3000누수');
    expect(trimBlank('\u200b\u3000')).toBe('');
    expect(trimBlank('abc')).toBe('abc');
  });
});

describe('isEmailAddress', () => {
  it('accepts plausible addresses', () => {
    for (const email of ['hong@example.com', 'kim.cs+estimate@mail.example.co.kr', '홍길동@예시.한국', 'a@b.c']) {
      expect(isEmailAddress(email), email).toBe(true);
    }
  });

  it('refuses the empty text, no address, blanks inside and a second @', () => {
    const refused = ['', ' ', 'not-an-email', 'a@b', '@example.com', 'hong@', 'hong@example.', 'a b@example.com', 'hong@@example.com',
      'hong@exa@mple.com', '\u3000hong@example.com', 'hong@example.com\u200b', 'hong\u00a0@example.com', 'hong@example\ufeff.com'];
    for (const email of refused) expect(isEmailAddress(email), JSON.stringify(email)).toBe(false);
  });
});
