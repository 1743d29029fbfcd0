import {
  Timestamp,
  doc,
  documentId,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { MAX_QUERY_LIMIT } from '@/config/constants';
import type { Page, PageCursor, PageQuery } from '@/domain/paging';
import { pageFromResults, planPage } from '../shared/page-plan';
import { knownPosition, rememberPosition } from './list-positions';
import type { DocData } from './mappers';

/**
 * A list ordered by a time field descending, ties by document id descending:
 * orderBy(field, 'desc'), orderBy(documentId(), 'desc'). The composite indexes are in firestore.indexes.json.
 * Documents must HAVE the field (null is fine and sorts last); Firestore leaves out documents without it.
 */
export interface OrderedList<T> {
  db: Firestore;
  collectionName: string;
  orderField: string;
  /** The collection, possibly filtered (where ...). */
  base: Query;
  map: (id: string, data: DocData) => T;
}

export function listOrder(field: string): QueryConstraint[] {
  return [orderBy(field, 'desc'), orderBy(documentId(), 'desc')];
}

/**
 * The number of documents of a query, counted up to MAX_QUERY_LIMIT: firestore.rules check a count query like the
 * list it counts and refuse one without limit(n), n <= MAX_QUERY_LIMIT.
 */
export async function countUpToLimit(base: Query): Promise<number> {
  const snapshot = await getCount(query(base, limit(MAX_QUERY_LIMIT)));
  return snapshot.data().count;
}

/** Runs a query of the list and maps its documents, remembering where each one sits. */
export async function readList<T>(list: OrderedList<T>, constraints: QueryConstraint[]): Promise<T[]> {
  const snapshot = await getDocs(query(list.base, ...listOrder(list.orderField), ...constraints));
  return snapshot.docs.map((document) => {
    const data = document.data();
    rememberPosition(list.db, list.collectionName, document.id, data[list.orderField]);
    return list.map(document.id, data);
  });
}

/** The cursor as query values [time, id], from the stored time of that document (see list-positions.ts). */
export async function cursorValues(list: OrderedList<unknown>, cursor: PageCursor): Promise<[Timestamp | null, string]> {
  let stored = knownPosition(list.db, list.collectionName, cursor.id);
  if (stored === undefined) {
    const snapshot = await getDoc(doc(list.db, list.collectionName, cursor.id));
    if (snapshot.exists()) {
      rememberPosition(list.db, list.collectionName, cursor.id, snapshot.get(list.orderField));
      stored = knownPosition(list.db, list.collectionName, cursor.id);
    }
  }
  if (stored === undefined) {
    // The document is gone (deleted meanwhile): fall back to the cursor's own time.
    return [cursor.at === null ? null : Timestamp.fromMillis(cursor.at), cursor.id];
  }
  return [stored === null ? null : new Timestamp(stored.seconds, stored.nanoseconds), cursor.id];
}

/** One page with its look-ahead item (initial / start-after / end-before + limit-to-last). */
export async function readPage<T>(list: OrderedList<T>, request: PageQuery): Promise<Page<T>> {
  const plan = planPage(request);
  if (plan.kind === 'initial' || !request.cursor) {
    return pageFromResults(plan, request.pageSize, await readList(list, [limit(plan.take)]));
  }
  const values = await cursorValues(list, request.cursor);
  const constraints = plan.kind === 'after' ? [startAfter(...values), limit(plan.take)] : [endBefore(...values), limitToLast(plan.take)];
  return pageFromResults(plan, request.pageSize, await readList(list, constraints));
}

/** The items just before (newer) and just after (older) a position: two one-item cursor queries. */
export async function readNeighbours<T>(list: OrderedList<T>, position: PageCursor): Promise<{ newer: T | null; older: T | null }> {
  const values = await cursorValues(list, position);
  const [newer, older] = await Promise.all([
    readList(list, [endBefore(...values), limitToLast(1)]),
    readList(list, [startAfter(...values), limit(1)]),
  ]);
  return { newer: newer[0] ?? null, older: older[0] ?? null };
}
