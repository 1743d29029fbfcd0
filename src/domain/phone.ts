/**
 * Korean phone numbers as people write them: 010-1234-5678, 02-123-4567, 033-123-4567, 1588-1234. One formatter for
 * the contact form and the admin's inbox. Numbers it does not recognise are returned as typed (trimmed), so nothing
 * a visitor wrote is ever lost or changed into something else.
 */

/** [the digits it matches, the sizes of their groups]: the first match wins. */
type Pattern = readonly [test: RegExp, groups: readonly number[]];

const PATTERNS: readonly Pattern[] = [
  // Nationwide business numbers: 1588-1234, 1600-1234, 1899-1234.
  [/^1[5-9]\d{6}$/, [4, 4]],
  // Seoul: 02-123-4567, 02-1234-5678.
  [/^02\d{7}$/, [2, 3, 4]],
  [/^02\d{8}$/, [2, 4, 4]],
  // Personal (safe) numbers 050X: 0504-1234-5678.
  [/^050\d{9}$/, [4, 4, 4]],
  // Mobile 010/011/016-019, internet phone 070, other regions 031-064: 3-3-4 or 3-4-4.
  [/^0\d{9}$/, [3, 3, 4]],
  [/^0\d{10}$/, [3, 4, 4]],
];

function group(digits: string, sizes: readonly number[]): string {
  const parts: string[] = [];
  let start = 0;
  for (const size of sizes) {
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join('-');
}

/**
 * `raw` with the hyphens where Koreans put them ("01012345678" → "010-1234-5678", "+82 10 1234 5678" →
 * "010-1234-5678"); text that is not a Korean number it knows (too short, letters, a foreign number) comes back as
 * typed, trimmed.
 */
export function formatPhoneNumber(raw: string): string {
  const typed = raw.trim();
  if (!/^[+\d\s().-]*$/.test(typed)) return typed;
  let digits = typed.replace(/\D/g, '');
  // +82 10-1234-5678 (or 82-10-...): the country code replaces the leading 0.
  if (typed.startsWith('+82') || (digits.startsWith('82') && digits.length >= 11)) digits = `0${digits.slice(2).replace(/^0/, '')}`;
  const pattern = PATTERNS.find(([test]) => test.test(digits));
  return pattern ? group(digits, pattern[1]) : typed;
}
