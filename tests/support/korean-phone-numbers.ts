/**
 * Phone numbers every part of the product must read alike: the contact form (its check and its as-you-type
 * formatting, tests/features/contact/phone-number.test.ts), the admin's inbox and the alert e-mails of the Cloud
 * Functions (functions/test/unit/app-rules.test.ts). Data only: both type-checks import it.
 */

/** [as typed, as every screen and alert shows it]: the Korean numbers people give. */
export const KOREAN_PHONE_NUMBERS: readonly (readonly [typed: string, shown: string])[] = [
  ['01012345678', '010-1234-5678'],
  ['0111234567', '011-123-4567'],
  ['021234567', '02-123-4567'],
  ['0212345678', '02-1234-5678'],
  ['0311234567', '031-123-4567'],
  ['03312345678', '033-1234-5678'],
  ['0641234567', '064-123-4567'],
  ['07012345678', '070-1234-5678'],
  ['050412345678', '0504-1234-5678'],
  ['050712345678', '0507-1234-5678'],
  ['15881234', '1588-1234'],
  ['16001234', '1600-1234'],
  ['17001234', '1700-1234'],
  ['18991234', '1899-1234'],
  ['19001234', '1900-1234'],
];

/** Digits that are no Korean number: too short, too long, a start no number has. */
export const NOT_PHONE_NUMBERS: readonly string[] = [
  '1234',
  '12345678',
  '14001234',
  '031123456',
  '010123',
  '0101234567890',
  '050412345',
  '25881234',
  '00000000',
];
