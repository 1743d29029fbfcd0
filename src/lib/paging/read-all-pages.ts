import { MAX_PAGE_SIZE, MAX_QUERY_LIMIT } from '@/config/limits';
import type { Page, PageQuery } from '@/domain/paging';

export interface ReadAllOptions {
  /** Items per read (default MAX_PAGE_SIZE, the most the port serves at once). */
  pageSize?: number;
  /** Stop after this many items (default MAX_QUERY_LIMIT, the most any count shows). */
  maxItems?: number;
  /** Called after each page with the number of items read so far. */
  onProgress?: (read: number) => void;
}

/**
 * Every item of a cursor-paged list, in list order, read page after page (start-after the page's end cursor) until the
 * look-ahead says there is no next page: each read is bounded by the page size, never one unbounded query, and the
 * whole by `maxItems`. For the CSV export of the inquiry list.
 */
export async function readAllPages<T>(
  readPage: (query: PageQuery) => Promise<Page<T>>,
  { pageSize = MAX_PAGE_SIZE, maxItems = MAX_QUERY_LIMIT, onProgress }: ReadAllOptions = {},
): Promise<T[]> {
  const items: T[] = [];
  let query: PageQuery = { pageSize, direction: 'initial' };
  for (;;) {
    const page = await readPage(query);
    items.push(...page.items);
    onProgress?.(Math.min(items.length, maxItems));
    if (!page.hasNext || !page.endCursor || items.length >= maxItems) return items.slice(0, maxItems);
    query = { pageSize, direction: 'next', cursor: page.endCursor };
  }
}
