/**
 * Where each document read so far sits in its list: the exact stored value of the order field
 * (uploadedAt or submittedAt) as seconds + nanoseconds, or null.
 *
 * Why: a domain PageCursor carries milliseconds, but Firestore keeps microseconds (serverTimestamp), and an image
 * may show its legacy `date` while its stored uploadedAt is null. A cursor rebuilt from the domain value could then
 * skip or repeat items, so cursors are rebuilt from the stored value: remembered here when the document was read,
 * otherwise read again by id (cursorValues in paging.ts). A deleted document keeps its entry: its position
 * is still a valid cursor (the order fields never change once written). One store per Firestore instance,
 * bounded, oldest entries first out.
 */
export interface StoredTime {
  seconds: number;
  nanoseconds: number;
}

const MAX_ENTRIES = 2000;
const stores = new WeakMap<object, Map<string, StoredTime | null>>();

function storeOf(db: object): Map<string, StoredTime | null> {
  let store = stores.get(db);
  if (!store) {
    store = new Map();
    stores.set(db, store);
  }
  return store;
}

export function storedTimeOf(value: unknown): StoredTime | null {
  if (typeof value !== 'object' || value === null) return null;
  const { seconds, nanoseconds } = value as Partial<StoredTime>;
  return typeof seconds === 'number' && typeof nanoseconds === 'number' ? { seconds, nanoseconds } : null;
}

export function rememberPosition(db: object, collectionName: string, id: string, orderValue: unknown): void {
  const store = storeOf(db);
  const key = `${collectionName}/${id}`;
  store.delete(key);
  store.set(key, storedTimeOf(orderValue));
  if (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next();
    if (!oldest.done) store.delete(oldest.value);
  }
}

/** The remembered stored value, or undefined when this document was not read yet. */
export function knownPosition(db: object, collectionName: string, id: string): StoredTime | null | undefined {
  return storeOf(db).get(`${collectionName}/${id}`);
}
