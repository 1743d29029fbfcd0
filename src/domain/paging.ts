/**
 * Cursor paging shared by every list (gallery, admin photos, inquiries).
 * Lists are ordered by a time field descending (newest first), ties broken by document id descending;
 * items whose time is missing (null) come last.
 */

/**
 * A place in one list (between two of its items), as the adapter that read the list encoded it: the UI keeps and
 * passes it back but never builds or reads one. It names its list, so a cursor given to another list is refused.
 */
export type PageCursor = string & { readonly __pageCursor: true };

/**
 * initial: the first page.
 * next: the page after `cursor` (the last item of the page on screen): start-after.
 * prev: the page before `cursor` (the first item of the page on screen): end-before + limit-to-last.
 */
export type PageDirection = 'initial' | 'next' | 'prev';

export interface PageQuery {
  pageSize: number;
  direction: PageDirection;
  cursor?: PageCursor;
}

/**
 * A page of items. A one-item look-ahead in the direction of travel tells whether there is more that way;
 * the other way is known from where we came from.
 */
export interface Page<T> {
  items: T[];
  hasNext: boolean;
  hasPrev: boolean;
  /** The place of the first item (read the page before from it) and of the last (read the next page); null when empty. */
  startCursor: PageCursor | null;
  endCursor: PageCursor | null;
}

/** Total pages for a count, never less than 1 (an empty list still shows "1 / 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
