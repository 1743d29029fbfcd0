import type { Collection, Table } from 'dexie';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import type { Page, PageCursor, PageQuery } from '@/domain/paging';
import { decodeCursor, encodeCursor, pageCursors } from '../shared/page-cursor';
import { pageFromResults, planPage } from '../shared/page-plan';

/**
 * Cursor paging over a compound index [...prefix, orderKey, id] read in reverse, which is Firestore's
 * `orderBy(time, 'desc')` order (newest first, nulls last, ties by id descending).
 * - initial: the first pageSize items;
 * - next: start after the cursor;
 * - prev: end before the cursor, limit-to-last (read upwards from the cursor, then flipped);
 * each with a one-item look-ahead in the direction of travel. Only pageSize + 1 entries are read.
 * Which read, and the page it gives, is shared with the Firebase adapter (shared/page-plan.ts).
 */

interface Keyed {
  id: string;
  orderKey: number;
}

/** A count as the port gives it: at most MAX_QUERY_LIMIT, like Firebase's (firestore.rules cap every count's limit). */
export function upToQueryLimit(count: number): number {
  return Math.min(count, MAX_QUERY_LIMIT);
}

/** A list: the index to read and the fixed leading key parts (e.g. [status] or [1] for isFeatured). */
export interface ListIndex<R extends Keyed> {
  table: Table<R, string>;
  index: string;
  prefix: readonly (string | number)[];
  /** Only entries whose time (orderKey) is in [from, before), either bound optional: Firestore's range on the order field. */
  period?: { from?: number; before?: number };
  /**
   * Only the records this accepts, checked one by one in list order before the limit applies: the demo's stand-in
   * for a query condition that has no index here (e.g. the inquiries' search key).
   */
  accept?: (record: R) => boolean;
  /** The condition `accept` checks, as data: part of the list's name in its cursors. */
  filter?: string;
}

/** What names a list in its cursors: its table, index, fixed key parts, period and condition. */
function listName<R extends Keyed>({ table, index, prefix, period, filter }: ListIndex<R>): string {
  return JSON.stringify([table.name, index, prefix, period ?? null, filter ?? null]);
}

const isOrderKey = (at: unknown): at is number => typeof at === 'number' && Number.isFinite(at);

/** The cursor of a record in a list: its stored order key and id, exactly as the index holds them. */
export function cursorOfRecord<R extends Keyed>(list: ListIndex<R>, record: R): PageCursor {
  return encodeCursor(listName(list), record.orderKey, record.id);
}

/** The index key a cursor of `list` names; BackendError invalid-argument for any other value. */
export function cursorKey<R extends Keyed>(list: ListIndex<R>, cursor: unknown): [number, string] {
  const { at, id } = decodeCursor(cursor, listName(list), isOrderKey);
  return [at, id];
}

/** -Infinity sorts below every other key part... */
const MIN_KEY = -Infinity;
/**
 * ...and below an array. A new array each time: the same array object twice in one key is refused as a cycle
 * by some IndexedDB implementations (fake-indexeddb), which is why Dexie.maxKey is not reused here.
 */
function maxKey(): never[][] {
  return [[]];
}

type KeyPart = string | number | never[][];

/** The index range of a list: its prefix, within its period when it has one (the bound after it excluded). */
function bounds<R extends Keyed>({ prefix, period }: ListIndex<R>): { lowest: KeyPart[]; highest: KeyPart[] } {
  return {
    lowest: [...prefix, period?.from ?? MIN_KEY, MIN_KEY],
    // [before, -Infinity] sorts before every entry at `before` (ids are strings): an inclusive bound that excludes it.
    highest: period?.before !== undefined ? [...prefix, period.before, MIN_KEY] : [...prefix, maxKey(), maxKey()],
  };
}

/** The collection, keeping only the records the list accepts (when it has a condition). */
function accepted<R extends Keyed>(list: ListIndex<R>, collection: Collection<R, string>): Collection<R, string> {
  return list.accept ? collection.filter(list.accept) : collection;
}

/** Items strictly after (older than) the cursor, nearest first. */
export async function readAfter<R extends Keyed>(list: ListIndex<R>, key: [number, string] | null, limit: number): Promise<R[]> {
  const { lowest, highest } = bounds(list);
  const where = list.table.where(list.index);
  const range = key ? where.between(lowest, [...list.prefix, ...key], true, false) : where.between(lowest, highest, true, true);
  return accepted(list, range.reverse()).limit(limit).toArray();
}

/** Items strictly before (newer than) the cursor, nearest first. */
export async function readBefore<R extends Keyed>(list: ListIndex<R>, key: [number, string], limit: number): Promise<R[]> {
  const { highest } = bounds(list);
  return accepted(list, list.table.where(list.index).between([...list.prefix, ...key], highest, false, true))
    .limit(limit)
    .toArray();
}

/** How many entries the list has (read from its index range, and the records only when it has a condition). */
export function countList<R extends Keyed>(list: ListIndex<R>): Promise<number> {
  const { lowest, highest } = bounds(list);
  return accepted(list, list.table.where(list.index).between(lowest, highest, true, true)).count();
}

export async function readPage<R extends Keyed>(list: ListIndex<R>, query: PageQuery): Promise<Page<R>> {
  const { pageSize, cursor } = query;
  const plan = planPage(query); // checks the request: BackendError invalid-argument
  const withCursors = (page: Omit<Page<R>, 'startCursor' | 'endCursor'>): Page<R> => ({
    ...page,
    ...pageCursors(page.items, (record) => cursorOfRecord(list, record)),
  });
  if (plan.kind === 'initial' || !cursor) return withCursors(pageFromResults(plan, pageSize, await readAfter(list, null, plan.take)));
  const key = cursorKey(list, cursor);
  if (plan.kind === 'after') return withCursors(pageFromResults(plan, pageSize, await readAfter(list, key, plan.take)));
  // readBefore gives the nearest first; the plan wants list order.
  return withCursors(pageFromResults(plan, pageSize, (await readBefore(list, key, plan.take)).reverse()));
}

/** Maps a page's items, keeping its flags and cursors. */
export async function mapPage<R, T>(page: Page<R>, map: (items: R[]) => Promise<T[]> | T[]): Promise<Page<T>> {
  return { ...page, items: await map(page.items) };
}
