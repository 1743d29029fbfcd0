import { describe, expect, it } from 'vitest';
import { caretAfterDigits, formatPhoneAsTyped, phoneProblem } from '@/features/contact/phone-number';
import { KOREAN_PHONE_NUMBERS, NOT_PHONE_NUMBERS } from '../../support/korean-phone-numbers';

/** Every intermediate value as a visitor types the digits one by one. */
function typed(digits: string): string[] {
  const shown: string[] = [];
  let value = '';
  for (const digit of digits) {
    value = formatPhoneAsTyped(value + digit);
    shown.push(value);
  }
  return shown;
}

describe('formatPhoneAsTyped', () => {
  it('formats the usual Korean numbers', () => {
    expect(formatPhoneAsTyped('01012345678')).toBe('010-1234-5678');
    expect(formatPhoneAsTyped('0331234567')).toBe('033-123-4567');
    expect(formatPhoneAsTyped('021234567')).toBe('02-123-4567');
    expect(formatPhoneAsTyped('0212345678')).toBe('02-1234-5678');
    expect(formatPhoneAsTyped('03112345678')).toBe('031-1234-5678');
    expect(formatPhoneAsTyped('15881234')).toBe('1588-1234');
    expect(formatPhoneAsTyped('0111234567')).toBe('011-123-4567');
  });

  it('formats while typed, without a trailing hyphen and without regrouping a 010 number', () => {
    expect(typed('01012345678')).toEqual([
      '0',
      '01',
      '010',
      '010-1',
      '010-12',
      '010-123',
      '010-1234',
      '010-1234-5',
      '010-1234-56',
      '010-1234-567',
      '010-1234-5678',
    ]);
    expect(typed('0331234567').at(-1)).toBe('033-123-4567');
    expect(typed('021234567')).toEqual(['0', '02', '02-1', '02-12', '02-123', '02-123-4', '02-123-45', '02-123-456', '02-123-4567']);
    expect(typed('15881234')).toEqual(['1', '15', '158', '1588', '1588-1', '1588-12', '1588-123', '1588-1234']);
  });

  it('regroups what was typed or pasted with spaces or hyphens in other places', () => {
    expect(formatPhoneAsTyped('010 1234 5678')).toBe('010-1234-5678');
    expect(formatPhoneAsTyped('0101-234-5678')).toBe('010-1234-5678');
    expect(formatPhoneAsTyped('033 1234567')).toBe('033-123-4567');
  });

  it('leaves anything that is not a phone number as typed (the check then explains it)', () => {
    expect(formatPhoneAsTyped('abc')).toBe('abc');
    expect(formatPhoneAsTyped('010-abc')).toBe('010-abc');
    expect(formatPhoneAsTyped('+82 10 1234 5678')).toBe('+82 10 1234 5678');
    expect(formatPhoneAsTyped('010123456789')).toBe('010123456789');
    expect(formatPhoneAsTyped('')).toBe('');
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret after the same number of digits', () => {
    expect(caretAfterDigits('010-1234-5678', 3)).toBe(3);
    expect(caretAfterDigits('010-1234-5678', 4)).toBe(5);
    expect(caretAfterDigits('010-1234-5678', 11)).toBe(13);
    expect(caretAfterDigits('010-1234-5678', 0)).toBe(0);
  });
});

describe('phoneProblem', () => {
  it('accepts plausible Korean numbers only', () => {
    for (const phone of ['010-1234-5678', '033-123-4567', '02-123-4567', '031-1234-5678', '1588-1234', '070 1234 5678']) {
      expect(phoneProblem(phone), phone).toBeNull();
    }
    expect(phoneProblem('abc')).toBe('characters');
    expect(phoneProblem('010_1234_5678')).toBe('characters');
    for (const phone of ['010-123', '12345678901', '2588-1234', '010-1234-56789', '0000-0000'])
      expect(phoneProblem(phone), phone).toBe('length');
  });
});

describe('the form reads numbers as the inbox and the alert e-mails do (src/domain/phone.ts)', () => {
  it.each(KOREAN_PHONE_NUMBERS)('%s is typed as %s and accepted', (digits, shown) => {
    expect(typed(digits).at(-1)).toBe(shown);
    expect(formatPhoneAsTyped(digits)).toBe(shown);
    expect(phoneProblem(shown)).toBeNull();
    expect(phoneProblem(digits)).toBeNull();
  });

  it.each(NOT_PHONE_NUMBERS)('%s is refused', (digits) => {
    expect(phoneProblem(digits)).toBe('length');
  });

  it('types a 050X number in its own groups, without regrouping', () => {
    expect(typed('050412345678')).toEqual([
      '0',
      '05',
      '050',
      '0504',
      '0504-1',
      '0504-12',
      '0504-123',
      '0504-1234',
      '0504-1234-5',
      '0504-1234-56',
      '0504-1234-567',
      '0504-1234-5678',
    ]);
    expect(formatPhoneAsTyped('0504123456789')).toBe('0504123456789');
  });
});
