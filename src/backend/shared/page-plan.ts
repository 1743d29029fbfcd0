import type { Page, PageQuery } from '@/domain/paging';
import { checkPageQuery } from './page-query';

/**
 * The storage-free half of cursor paging, used by both adapters: which read to run for a page request,
 * and the page it gives. Lists are ordered by (time desc, document id desc), null times last, as
 * src/domain/paging.ts says (Firestore's order; the demo's [orderKey+id] index read in reverse).
 * - initial: the first n + 1                 (Firestore: limit(n + 1))
 * - next:    n + 1 after the cursor          (startAfter(cursor) limit(n + 1))
 * - prev:    the last n + 1 before the cursor (endBefore(cursor) limitToLast(n + 1))
 * The extra item is the look-ahead in the direction of travel.
 */
export type PagePlan = { kind: 'initial'; take: number } | { kind: 'after' | 'before'; take: number };

/** The read for a page request, after checking it (checkPageQuery: BackendError invalid-argument). */
export function planPage(query: PageQuery): PagePlan {
  checkPageQuery(query);
  const take = query.pageSize + 1;
  if (query.direction === 'initial' || !query.cursor) return { kind: 'initial', take };
  return { kind: query.direction === 'next' ? 'after' : 'before', take };
}

/** `items` in list order, as the planned query returned them (the adapter adds the cursors). */
export function pageFromResults<T>(plan: PagePlan, pageSize: number, items: T[]): Omit<Page<T>, 'startCursor' | 'endCursor'> {
  if (plan.kind === 'before') {
    return { items: items.slice(Math.max(0, items.length - pageSize)), hasNext: true, hasPrev: items.length > pageSize };
  }
  return { items: items.slice(0, pageSize), hasNext: items.length > pageSize, hasPrev: plan.kind === 'after' };
}
