import {
  Timestamp,
  doc,
  documentId,
  endBefore,
  getCount,
  getDoc,
  getDocs,
  type QueryDocumentSnapshot,
  limit,
  limitToLast,
  orderBy,
  query,
  startAfter,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import type { Page, PageQuery } from '@/domain/paging';
import { decodeCursor, pageCursors } from '../shared/page-cursor';
import { pageFromResults, planPage } from '../shared/page-plan';
import { isStoredTime, listCursor, listName } from './list-cursor';
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

async function readDocs(list: OrderedList<unknown>, constraints: QueryConstraint[]): Promise<QueryDocumentSnapshot[]> {
  return (await getDocs(query(list.base, ...listOrder(list.orderField), ...constraints))).docs;
}

/** Runs a query of the list and maps its documents. */
export async function readList<T>(list: OrderedList<T>, constraints: QueryConstraint[]): Promise<T[]> {
  return (await readDocs(list, constraints)).map((document) => list.map(document.id, document.data()));
}

/** The cursor and query values of a document of the list: its exact stored time and id. */
function positionOf(value: unknown, id: string): [Timestamp | null, string] {
  return [value instanceof Timestamp ? value : null, id];
}

/**
 * One page with its look-ahead item (initial / start-after / end-before + limit-to-last). `filter` is what filters
 * `list`: a cursor of the list read with another filter is refused (BackendError invalid-argument).
 */
export async function readPage<T>(list: OrderedList<T>, request: PageQuery, filter: unknown): Promise<Page<T>> {
  const plan = planPage(request);
  const name = listName(list.collectionName, filter);
  let constraints: QueryConstraint[] = [limit(plan.take)];
  if (plan.kind !== 'initial' && request.cursor) {
    const { at, id } = decodeCursor(request.cursor, name, isStoredTime);
    const values: [Timestamp | null, string] = [at === null ? null : new Timestamp(at[0], at[1]), id];
    constraints = plan.kind === 'after' ? [startAfter(...values), limit(plan.take)] : [endBefore(...values), limitToLast(plan.take)];
  }
  const page = pageFromResults(plan, request.pageSize, await readDocs(list, constraints));
  return {
    ...page,
    items: page.items.map((document) => list.map(document.id, document.data())),
    ...pageCursors(page.items, (document) => listCursor(name, document.get(list.orderField), document.id)),
  };
}

/**
 * The items just before (newer) and just after (older) the document with this id: two one-item cursor queries from
 * its stored time; both null when there is no such document.
 */
export async function readNeighbours<T>(list: OrderedList<T>, id: string): Promise<{ newer: T | null; older: T | null }> {
  const snapshot = await getDoc(doc(list.db, list.collectionName, id));
  if (!snapshot.exists()) return { newer: null, older: null };
  const values = positionOf(snapshot.get(list.orderField), id);
  const [newer, older] = await Promise.all([
    readList(list, [endBefore(...values), limitToLast(1)]),
    readList(list, [startAfter(...values), limit(1)]),
  ]);
  return { newer: newer[0] ?? null, older: older[0] ?? null };
}
