// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone, koreaTime, messageStart, oneLine } from '../../src/alerts/format.js';

describe('alert formatting', () => {
  it('keeps one-line fields on one line (a subject cannot take a second header)', () => {
    expect(oneLine('홍길동\r\nBcc: x@example.com')).toBe('홍길동 Bcc: x@example.com');
    expect(oneLine(' 김\t\u2028철수 \u0000 ')).toBe('김 철수');
  });

  it.each([
    ['01012345678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['010.123.4567', '010-123-4567'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+82 (0)10 1234 5678', '010-1234-5678'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0331234567', '033-123-4567'],
    ['07012345678', '070-1234-5678'],
    ['15881234', '1588-1234'],
  ])('formats %s as %s', (typed, formatted) => {
    expect(formatPhone(typed)).toBe(formatted);
  });

  it('leaves what is not a Korean number as typed', () => {
    expect(formatPhone('1234')).toBe('1234');
    expect(formatPhone('저녁에 연락 주세요')).toBe('저녁에 연락 주세요');
    expect(formatPhone('+1 415 555 0100')).toBe('+1 415 555 0100');
  });

  it('writes the time in Korea, 24-hour', () => {
    expect(koreaTime(new Date('2026-11-03T05:05:00Z'))).toBe('2026년 11월 3일 (화) 14:05');
    expect(koreaTime(new Date('2026-12-31T15:30:00Z'))).toBe('2027년 1월 1일 (금) 00:30');
  });

  it('cuts a long message to its start, never inside a character', () => {
    expect(messageStart('  짧은 문의\n둘째 줄  ', 200)).toEqual({ text: '짧은 문의\n둘째 줄', truncated: false });
    expect(messageStart('가'.repeat(201), 200)).toEqual({ text: '가'.repeat(200), truncated: true });
    expect(messageStart(`${'a'.repeat(199)}😀😀`, 200)).toEqual({ text: `${'a'.repeat(199)}😀`, truncated: true });
  });
});
