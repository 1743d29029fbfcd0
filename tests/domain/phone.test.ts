import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, isPhoneNumber, phoneGroupSizes } from '@/domain/phone';
import { KOREAN_PHONE_NUMBERS, NOT_PHONE_NUMBERS } from '../support/korean-phone-numbers';

describe('formatPhoneNumber', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010-1234-5678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['010.1234.5678', '010-1234-5678'],
    [' 010-1234-5678 ', '010-1234-5678'],
    ['0111234567', '011-123-4567'],
    ['021234567', '02-123-4567'],
    ['0212345678', '02-1234-5678'],
    ['0331234567', '033-123-4567'],
    ['03312345678', '033-1234-5678'],
    ['07012345678', '070-1234-5678'],
    ['050412345678', '0504-1234-5678'],
    ['15881234', '1588-1234'],
    ['+82 10-1234-5678', '010-1234-5678'],
    ['+82 010 1234 5678', '010-1234-5678'],
    ['821012345678', '010-1234-5678'],
    ['(033) 123-4567', '033-123-4567'],
  ])('%s → %s', (raw, formatted) => {
    expect(formatPhoneNumber(raw)).toBe(formatted);
  });

  it('returns what it does not recognise as typed (trimmed), never a changed number', () => {
    for (const raw of ['1234', '010-123', '0101234567890', '+1 415 555 0100', '집 전화 없음', '010-1234-567x', '']) {
      expect(formatPhoneNumber(` ${raw} `)).toBe(raw);
    }
  });
});

describe('isPhoneNumber (the one rule firestore.rules repeats)', () => {
  it('accepts exactly the digits phoneGroupSizes knows, at every length and start', () => {
    const starts = [
      '',
      '0',
      '00',
      '01',
      '010',
      '011',
      '02',
      '03',
      '033',
      '05',
      '050',
      '0504',
      '051',
      '07',
      '1',
      '14',
      '15',
      '16',
      '19',
      '2',
    ];
    for (const start of starts) {
      for (let length = start.length; length <= 14; length += 1) {
        const digits = start.padEnd(length, '7');
        expect(isPhoneNumber(digits), digits).toBe(phoneGroupSizes(digits) !== null);
      }
    }
  });

  it('takes digits with hyphens and spaces of any kind, nothing else', () => {
    for (const [typed, shown] of KOREAN_PHONE_NUMBERS) {
      expect(isPhoneNumber(typed)).toBe(true);
      expect(isPhoneNumber(shown)).toBe(true);
      expect(isPhoneNumber(shown.replace(/-/g, '\u3000'))).toBe(true);
      expect(isPhoneNumber(shown.replace(/-/g, ' '))).toBe(true);
    }
    for (const phone of [...NOT_PHONE_NUMBERS, '', '연락처', '010-1234-567a', '+82 10 1234 5678', '010.1234.5678']) {
      expect(isPhoneNumber(phone), phone).toBe(false);
    }
  });
});
