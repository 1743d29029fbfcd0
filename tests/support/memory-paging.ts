import type { Page, PageCursor, PageQuery } from '@/domain/paging';

/**
 * The port's paging contract over an in-memory list, for the test fakes: newest first (nulls last, ids descending
 * on ties), start-after / end-before cursors, a one-item look-ahead. The fakes' cursors are JSON of the item's
 * place ({ at, id }): opaque to the code under test, as the adapters' are.
 */
export interface ListPosition {
  at: number | null;
  id: string;
}

export const positionOf = (at: Date | number | null, id: string): ListPosition => ({ at: at instanceof Date ? at.getTime() : at, id });

export const fakeCursor = (position: ListPosition): PageCursor => JSON.stringify(position) as PageCursor;

function readFakeCursor(cursor: PageCursor): ListPosition {
  return JSON.parse(cursor) as ListPosition;
}

/** Negative when a comes before b in the list. */
export function compareListOrder(a: ListPosition, b: ListPosition): number {
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    return b.at - a.at;
  }
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}

export function sortByListOrder<T>(items: readonly T[], placeOf: (item: T) => ListPosition): T[] {
  return [...items].sort((a, b) => compareListOrder(placeOf(a), placeOf(b)));
}

function withCursors<T>(page: Omit<Page<T>, 'startCursor' | 'endCursor'>, placeOf: (item: T) => ListPosition): Page<T> {
  const [first, last] = [page.items[0], page.items.at(-1)];
  return {
    ...page,
    startCursor: first === undefined ? null : fakeCursor(placeOf(first)),
    endCursor: last === undefined ? null : fakeCursor(placeOf(last)),
  };
}

/** The page `query` asks for, of `sorted` (in list order). */
export function memoryPage<T>(
  sorted: readonly T[],
  { pageSize, direction, cursor }: PageQuery,
  placeOf: (item: T) => ListPosition,
): Page<T> {
  if (direction === 'initial' || !cursor) {
    return withCursors({ items: sorted.slice(0, pageSize), hasNext: sorted.length > pageSize, hasPrev: false }, placeOf);
  }
  const at = readFakeCursor(cursor);
  if (direction === 'next') {
    const after = sorted.filter((entry) => compareListOrder(placeOf(entry), at) > 0);
    return withCursors({ items: after.slice(0, pageSize), hasNext: after.length > pageSize, hasPrev: true }, placeOf);
  }
  const before = sorted.filter((entry) => compareListOrder(placeOf(entry), at) < 0);
  return withCursors({ items: before.slice(-pageSize), hasNext: true, hasPrev: before.length > pageSize }, placeOf);
}
