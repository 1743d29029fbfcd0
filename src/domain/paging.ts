/**
 * Cursor paging shared by every list (gallery, admin images, inquiries).
 * Lists are ordered by a time field descending (newest first), ties broken by document id descending;
 * items whose time is missing (null) come last.
 */

/** The position of one item in such a list: its time in ms (or null) and its id. */
export interface PageCursor {
  at: number | null;
  id: string;
}

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
}

export function cursorOf(at: Date | null, id: string): PageCursor {
  return { at: at ? at.getTime() : null, id };
}

/** Total pages for a count, never less than 1 (an empty list still shows "1 / 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Compares two cursors in list order (newest first, nulls last, id descending as tie-break).
 * Negative when a comes before b in the list.
 */
export function compareListOrder(a: PageCursor, b: PageCursor): number {
  if (a.at !== b.at) {
    if (a.at === null) return 1;
    if (b.at === null) return -1;
    return b.at - a.at;
  }
  if (a.id === b.id) return 0;
  return a.id < b.id ? 1 : -1;
}
