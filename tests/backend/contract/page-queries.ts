import type { Page, PageQuery } from '@/domain/paging';

/** The query of the page after `page` (from its end cursor), within `filter`. */
export function nextAfter<F extends object = object>(page: Page<unknown>, pageSize: number, filter?: F): PageQuery & F {
  if (!page.endCursor) throw new Error('empty page');
  return { pageSize, direction: 'next', cursor: page.endCursor, ...(filter as F) };
}

/** The query of the page before `page` (from its start cursor), within `filter`. */
export function prevBefore<F extends object = object>(page: Page<unknown>, pageSize: number, filter?: F): PageQuery & F {
  if (!page.startCursor) throw new Error('empty page');
  return { pageSize, direction: 'prev', cursor: page.startCursor, ...(filter as F) };
}
