import type { Page, PageCursor, PageQuery } from '@/domain/paging';

/** A page of a list to read: its number (for "N / M") and the port query that reads it. */
export interface PageTarget {
  page: number;
  query: PageQuery;
}

/** Where a list stands beyond page 1, in a form that can be kept (history state) and reopened. */
export interface PagePosition {
  page: number;
  direction: 'next' | 'prev';
  cursor: PageCursor;
}

export function firstPage(pageSize: number): PageTarget {
  return { page: 1, query: { pageSize, direction: 'initial' } };
}

export function targetAt(pageSize: number, { page, direction, cursor }: PagePosition): PageTarget {
  return { page, query: { pageSize, direction, cursor } };
}

/** The position a target stands for; null for page 1. */
export function targetPosition(target: PageTarget): PagePosition | null {
  const { direction, cursor } = target.query;
  return target.page > 1 && direction !== 'initial' && cursor ? { page: target.page, direction, cursor } : null;
}

export function sameTarget(a: PageTarget, b: PageTarget): boolean {
  const [x, y] = [a.query, b.query];
  return a.page === b.page && x.pageSize === y.pageSize && x.direction === y.direction && x.cursor === y.cursor;
}

/** A page as read. */
export interface LoadedPage<T> {
  /** What was read: the target asked for, or page 1 when that page no longer existed. */
  target: PageTarget;
  items: T[];
  /** The port's one-item look-ahead. */
  hasNext: boolean;
  /** Where the page starts and ends, as the port gave them (opaque): the moves read from them. */
  startCursor: PageCursor | null;
  endCursor: PageCursor | null;
  /** The list's count read together with this page (null: it could not be read); undefined when this read did not count. */
  total?: number | null;
}

export interface PageReader<T> {
  page: (query: PageQuery) => Promise<Page<T>>;
  /** Counts the list, in parallel with the page. */
  count?: () => Promise<number | null>;
}

/**
 * Reads `target` (and the count, when the reader has one). When the list changed under us so that the page no
 * longer exists — it is empty, or a page reached backwards has nothing before it — page 1 is read instead; the
 * count, read together with the first attempt, stays.
 */
export async function readPage<T>(target: PageTarget, reader: PageReader<T>): Promise<LoadedPage<T>> {
  const [result, total] = await Promise.all([reader.page(target.query), reader.count?.()]);
  const gone = target.page > 1 && (result.items.length === 0 || (target.query.direction === 'prev' && !result.hasPrev));
  if (!gone) return loaded(target, result, total);
  const first = firstPage(target.query.pageSize);
  return loaded(first, await reader.page(first.query), total);
}

function loaded<T>(
  target: PageTarget,
  { items, hasNext, startCursor, endCursor }: Page<T>,
  total: number | null | undefined,
): LoadedPage<T> {
  return { target, items, hasNext, startCursor, endCursor, total };
}
