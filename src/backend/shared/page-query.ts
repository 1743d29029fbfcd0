import { MAX_PAGE_SIZE } from '@/config/limits';
import { BackendError } from '@/domain/errors';
import type { PageDirection, PageQuery } from '@/domain/paging';
import { backendMessages } from './messages';

/**
 * The checks both adapters run on a list request before reading anything; each failure is
 * BackendError invalid-argument.
 */

const DIRECTIONS: readonly PageDirection[] = ['initial', 'next', 'prev'];

/** Firestore's timestamp range (years 1 to 9999) in ms: no list item can have a time outside it. */
export const MIN_TIME_MS = -62_135_596_800_000;

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

/** A list limit (featured photos, live activities): a whole number from 1 to `max`. */
export function checkLimit(limit: unknown, max: number = MAX_PAGE_SIZE): number {
  if (!isCount(limit, max)) throw new BackendError('invalid-argument', backendMessages.invalidLimit(limit, max));
  return limit;
}

/**
 * A page request: a page size from 1 to MAX_PAGE_SIZE, a known direction, (the cursor is checked by the
 * adapter that decodes it; the first page ignores it, and next or prev without one read the first page).
 */
export function checkPageQuery(query: PageQuery): PageQuery {
  if (!isCount(query.pageSize, MAX_PAGE_SIZE)) {
    throw new BackendError('invalid-argument', backendMessages.invalidPageSize(query.pageSize, MAX_PAGE_SIZE));
  }
  if (!DIRECTIONS.includes(query.direction))
    throw new BackendError('invalid-argument', backendMessages.unknownPageDirection(query.direction));
  return query;
}
