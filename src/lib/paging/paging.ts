import { pageCount, type Page, type PageCursor, type PageQuery } from '@/domain/paging';

/**
 * Where a cursor-paged list stands, and the moves between its pages, as plain functions: the gallery
 * (use-gallery-page.ts) and the admin lists (server-state/use-paged-query.ts) keep a `Paging` in state and read
 * its `target`; a move is a new `Paging`.
 */

/** A page to read: its number (for "N / M") and the port query that reads it. */
export interface PageTarget {
  page: number;
  query: PageQuery;
}

/** A page beyond page 1, in a form that can be kept (history state) and reopened. */
export interface PagePosition {
  page: number;
  direction: 'next' | 'prev';
  cursor: PageCursor;
}

/**
 * The page to read, and where each page starts as learnt on the way forward (`known[p - 1]` reads page p forward,
 * `known[0]` is page 1): after a change, a page is read again, or stepped back to, from where it starts, so its
 * boundaries do not drift.
 */
export interface Paging {
  target: PageTarget;
  known: readonly (PageTarget | undefined)[];
}

/** A page as read, with the target it was read for. */
export type ReadPage<T> = Page<T> & { target: PageTarget };

const topOf = (pageSize: number): PageTarget => ({ page: 1, query: { pageSize, direction: 'initial' } });

export function firstPage(pageSize: number): Paging {
  const top = topOf(pageSize);
  return { target: top, known: [top] };
}

/** Opens a position remembered in history (page 1 when null). */
export function openAt(pageSize: number, position: PagePosition | null): Paging {
  if (!position) return firstPage(pageSize);
  const { page, direction, cursor } = position;
  const target: PageTarget = { page, query: { pageSize, direction, cursor } };
  const known = [topOf(pageSize)];
  if (direction === 'next') known[page - 1] = target;
  return { target, known };
}

/** The position to remember for a paging; null for page 1. */
export function positionOf({ target }: Paging): PagePosition | null {
  const { direction, cursor } = target.query;
  return target.page > 1 && direction !== 'initial' && cursor ? { page: target.page, direction, cursor } : null;
}

/** The page after the one shown: start-after its last item. Pages beyond it have new boundaries. */
export function nextPage(paging: Paging, shown: Page<unknown>): Paging | null {
  if (!shown.hasNext || !shown.endCursor) return null;
  const { page, query } = paging.target;
  const target: PageTarget = { page: page + 1, query: { pageSize: query.pageSize, direction: 'next', cursor: shown.endCursor } };
  const known = paging.known.slice(0, page);
  known[page] = target;
  return { target, known };
}

/** The page before: end-before the first item shown (limit-to-last); page 1 is read from the top. */
export function prevPage(paging: Paging, shown: Page<unknown>): Paging | null {
  const { page, query } = paging.target;
  if (page <= 1) return null;
  if (page === 2) return { target: paging.known[0] ?? topOf(query.pageSize), known: paging.known };
  if (!shown.startCursor) return null;
  const target: PageTarget = { page: page - 1, query: { pageSize: query.pageSize, direction: 'prev', cursor: shown.startCursor } };
  return { target, known: paging.known };
}

/** The page on screen, read forward from where it starts when that is known (after a change within it). */
export function readAgain(paging: Paging): Paging {
  return { target: paging.known[paging.target.page - 1] ?? paging.target, known: paging.known };
}

/** Back from a page that is gone: to the page before, read forward from where it starts; else to page 1. */
export function stepBack(paging: Paging): Paging {
  const back = paging.target.page - 1;
  const target = paging.known[back - 1];
  return target && back >= 1 ? { target, known: paging.known.slice(0, back) } : firstPage(paging.target.query.pageSize);
}

/**
 * A page above 1 that no longer exists, since the list changed under it: it came back empty, or, reached
 * backwards, it has nothing before it.
 */
export function isGone(read: ReadPage<unknown>): boolean {
  const { page, query } = read.target;
  return page > 1 && (read.items.length === 0 || (query.direction === 'prev' && !read.hasPrev));
}

/**
 * Reads the page of `paging`; when the list changed so that it is gone, the page before instead (and when that is
 * gone too, page 1). The page read carries its target: `settledAt` follows it.
 */
export async function readPageOf<T>(paging: Paging, read: (query: PageQuery) => Promise<Page<T>>): Promise<ReadPage<T>> {
  let at = paging;
  for (;;) {
    const page: ReadPage<T> = { ...(await read(at.target.query)), target: at.target };
    if (!isGone(page)) return page;
    at = stepBack(at);
  }
}

/** Where a list stands once `read` (read for `paging`) is on screen: at the page before, when its page was gone. */
export function settledAt(paging: Paging, read: ReadPage<unknown> | undefined): Paging {
  if (!read || read.target === paging.target || read.target.page >= paging.target.page) return paging;
  return { target: read.target, known: paging.known.slice(0, read.target.page) };
}

export interface Pager {
  hasNext: boolean;
  hasPrev: boolean;
  totalPages: number;
}

/**
 * The pager of the page shown: "N / M" from the count (when it could be read), and the look-ahead, bounded by the
 * count (a page reached backwards only knows that there was more after it).
 */
export function pagerOf(shown: ReadPage<unknown> | undefined, total: number | null): Pager {
  if (!shown) return { hasNext: false, hasPrev: false, totalPages: 1 };
  const { page, query } = shown.target;
  const hasNext = shown.hasNext && (total === null || page < pageCount(total, query.pageSize));
  const totalPages = total === null ? page + (hasNext ? 1 : 0) : Math.max(pageCount(total, query.pageSize), page);
  return { hasNext, hasPrev: page > 1, totalPages };
}
