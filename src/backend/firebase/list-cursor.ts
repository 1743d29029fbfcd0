import type { PageCursor } from '@/domain/paging';
import { encodeCursor } from '../shared/page-cursor';

/**
 * How the Firebase adapter names a place in one of its lists (the cursor of src/backend/shared/page-cursor.ts),
 * without the SDK: the adapter's paging (paging.ts, Firestore Lite) and the pages function's gallery (read with the
 * Admin SDK, functions/site-bundle) write the same cursors, so the browser reads the next page from a cursor
 * either of them wrote.
 */

/**
 * The stored time of a cursor: the exact Timestamp (seconds + nanoseconds, since serverTimestamp keeps
 * microseconds that a Date would lose) or null (no time: such documents sort last).
 */
export type StoredTime = [seconds: number, nanoseconds: number] | null;

/** Firestore's latest Timestamp (year 9999) in seconds: no stored time is beyond it, either way. */
const MAX_TIMESTAMP_SECONDS = 253_402_300_799;

export const isStoredTime = (at: unknown): at is StoredTime =>
  at === null ||
  (Array.isArray(at) &&
    at.length === 2 &&
    at.every((part) => Number.isInteger(part)) &&
    Math.abs(at[0] as number) <= MAX_TIMESTAMP_SECONDS &&
    (at[1] as number) >= 0 &&
    (at[1] as number) < 1e9);

interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}

/** A stored value as a cursor's time: a Timestamp of either SDK (Lite or Admin) by its parts; anything else none. */
export function storedTimeOf(value: unknown): StoredTime {
  const time = value as Partial<TimestampLike> | null;
  return time &&
    typeof time === 'object' &&
    typeof time.toDate === 'function' &&
    Number.isInteger(time.seconds) &&
    Number.isInteger(time.nanoseconds)
    ? [time.seconds!, time.nanoseconds!]
    : null;
}

/** The name of a list in its cursors: its collection and filter (undefined: none). */
export function listName(collectionName: string, filter: unknown): string {
  return JSON.stringify([collectionName, filter ?? null]);
}

/** The cursor of a document of the list `name` (listName), from its stored order field and id. */
export const listCursor = (name: string, orderValue: unknown, id: string): PageCursor => encodeCursor(name, storedTimeOf(orderValue), id);
