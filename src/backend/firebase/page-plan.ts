import type { Page, PageQuery } from '../../domain/paging';

/**
 * The SDK-free half of cursor paging (spec 7): which query to run for a page request, and the page it gives.
 * Lists are ordered by (time desc, document id desc); Firestore puts null times after every timestamp in
 * descending order, as compareListOrder in src/domain/paging.ts does.
 * - initial: limit(n + 1)
 * - next:    startAfter(cursor) limit(n + 1)
 * - prev:    endBefore(cursor) limitToLast(n + 1)
 * The extra item is the look-ahead in the direction of travel.
 */
export type PagePlan = { kind: 'initial'; take: number } | { kind: 'after' | 'before'; take: number };

export function planPage(query: PageQuery): PagePlan {
  const { pageSize } = query;
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer: ${pageSize}`);
  const take = pageSize + 1;
  if (query.direction === 'initial' || !query.cursor) return { kind: 'initial', take };
  return { kind: query.direction === 'next' ? 'after' : 'before', take };
}

/** `items` in list order, as the planned query returned them. */
export function pageFromResults<T>(plan: PagePlan, pageSize: number, items: T[]): Page<T> {
  if (plan.kind === 'before') {
    return { items: items.slice(Math.max(0, items.length - pageSize)), hasNext: true, hasPrev: items.length > pageSize };
  }
  return { items: items.slice(0, pageSize), hasNext: items.length > pageSize, hasPrev: plan.kind === 'after' };
}
