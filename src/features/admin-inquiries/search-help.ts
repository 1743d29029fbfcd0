import { inquirySearchKey, PHONE_TAIL_LENGTHS } from '@/domain/inquiry-search';

/** The fewest digits a whole phone number has (02-123-4567); a shorter run of digits that is no tail finds nothing. */
const SHORTEST_WHOLE_NUMBER = 9;

/**
 * What to tell staff about a search that found nothing: whether it was read as a name or a phone number, and, for
 * digits, how many when that many can never match (neither a tail of 4, 7 or 8 nor a whole number: "34567").
 * The search itself is src/domain/inquiry-search.ts; this only explains it.
 */
export type SearchReading = { kind: 'name' } | { kind: 'phone'; unmatchableDigits: number | null } | { kind: 'none' };

export function readSearch(search: string): SearchReading {
  const key = inquirySearchKey(search);
  if (key === null) return { kind: 'none' };
  if (key.startsWith('n:')) return { kind: 'name' };
  const digits = key.slice(key.indexOf(':') + 1).length;
  const isTail = (PHONE_TAIL_LENGTHS as readonly number[]).includes(digits);
  return { kind: 'phone', unmatchableDigits: !isTail && digits < SHORTEST_WHOLE_NUMBER ? digits : null };
}
