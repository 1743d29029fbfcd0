/**
 * E-mail addresses the form (isEmailAddress) and firestore.rules must judge alike: one table, so the two checks
 * cannot drift apart case by case (tests/domain/text.test.ts, tests/emulator/firestore-rules-inquiries.test.ts).
 */
export const PLAUSIBLE_EMAILS = ['hong@example.com', 'kim.cs+estimate@mail.example.co.kr', '홍길동@예시.한국'] as const;

/** Empty or blank, no address, a blank inside (white space or zero-width), a second @. */
export const MALFORMED_EMAILS = [
  '',
  ' ',
  '\u3000',
  'not-an-email',
  'a@b',
  '@example.com',
  'hong@',
  'hong@example.',
  'a b@example.com',
  'hong@@example.com',
  'hong@exa@mple.com',
  '\u3000hong@example.com',
  'hong@example.com\u200b',
  'hong\u00a0@example.com',
  'hong@example\ufeff.com',
] as const;
