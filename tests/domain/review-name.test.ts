import { describe, expect, it } from 'vitest';
import { REVIEW_LIMITS } from '@/config/limits';
import { MASKED_NAME_PATTERN, maskName, shownReviewName } from '@/domain/review-name';

describe('maskName (a reviewer who did not agree to show their name)', () => {
  it('keeps the family name of a Korean name and masks the rest', () => {
    expect(maskName('홍길동')).toBe('홍○○');
    expect(maskName('김철')).toBe('김○');
    expect(maskName('김')).toBe('김○');
    expect(maskName(' 홍 길동 ')).toBe('홍○○');
  });

  it('keeps a two-syllable family name of a four-syllable name, else the first syllable', () => {
    expect(maskName('남궁민수')).toBe('남궁○○');
    expect(maskName('황보지은')).toBe('황보○○');
    expect(maskName('김수한무')).toBe('김○○○');
    // Long names: at most five ○.
    expect(maskName('김수한무거북이와두루미')).toBe('김○○○○○');
  });

  it('shows the initials of other names', () => {
    expect(maskName('John Smith')).toBe('J○○ S○○');
    expect(maskName('nguyen')).toBe('N○○');
    expect(maskName('Anna Maria de la Cruz')).toBe('A○○ M○○');
    expect(maskName('김 Smith')).toBe('김○○ S○○');
  });

  it('always gives the shape firestore.rules accept, within the name limit', () => {
    for (const name of [
      '홍길동',
      '김',
      '남궁민수',
      '김수한무거북이와두루미',
      'John Smith',
      'x',
      '😀 smile',
      'Élodie',
      '이 영 희',
      "Mary-Jane O'Neil",
    ]) {
      const masked = maskName(name);
      expect(masked, name).toMatch(MASKED_NAME_PATTERN);
      expect(masked.length).toBeLessThanOrEqual(REVIEW_LIMITS.name);
    }
  });

  it('never shows a blank character (U+3164, U+3000, zero-width ...) as a visible one, and the pattern refuses them', () => {
    expect(maskName('\u3164홍길동')).toBe('홍○○');
    expect(maskName('\u3164')).toBe('○○');
    expect(maskName('John\u3000Smith')).toBe('J○○ S○○');
    expect(maskName('\u200bJohn \u2800Smith')).toBe('J○○ S○○');
    expect(maskName('홍\u200b길동')).toBe('홍○○');
    for (const name of ['\u3164○○', '\u3000○○', '\u200b○', '\u00a0○○', '홍○○ \u3164○○', '\u115f○'])
      expect(name).not.toMatch(MASKED_NAME_PATTERN);
    for (const name of ['\u3164홍길동', 'ㅤ Smith', ' \u3000이 영 희', '\ufeffAnna']) {
      expect(maskName(name), name).toMatch(MASKED_NAME_PATTERN);
    }
  });

  it('stores the name as typed (trimmed) when the reviewer agreed to show it', () => {
    expect(shownReviewName('  홍길동 ', true)).toBe('홍길동');
    expect(shownReviewName('홍길동', false)).toBe('홍○○');
  });
});
