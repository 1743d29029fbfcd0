import type { Page } from 'playwright-core';
import { demoDatabaseCreated } from './demo-db';

/**
 * The demo backend keeps its data in each browser's IndexedDB ('jy-demo'): two browser contexts are two separate
 * "servers". For a journey across two browsers (staff on one phone, a customer on another), these helpers play the
 * shared server: they copy records (blobs included) from one context's database to the other's, then announce the
 * change the way another tab's Dexie does (its BroadcastChannel), so live queries there (the admin's toasts) see it.
 */
export interface RecordFilter {
  /** An object store of src/backend/demo/db.ts. */
  store: string;
  /** The records whose `field` equals `value`. */
  field: string;
  value: string;
}

type Carried = Record<string, unknown>;

/** The matching records, blobs as base64 with their type. */
export async function readDemoRecords(page: Page, filter: RecordFilter): Promise<Carried[]> {
  await demoDatabaseCreated(page, filter.store);
  return page.evaluate(
    ({ store, field, value }) =>
      new Promise<Carried[]>((resolve, reject) => {
        const open = indexedDB.open('jy-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction(store, 'readonly').objectStore(store).getAll();
          read.onerror = () => reject(read.error);
          read.onsuccess = async () => {
            db.close();
            const records = (read.result as Carried[]).filter((record) => record[field] === value);
            const carried: Carried[] = [];
            for (const record of records) {
              const copy: Carried = {};
              for (const [key, item] of Object.entries(record)) {
                if (item instanceof Blob) {
                  let binary = '';
                  for (const byte of new Uint8Array(await item.arrayBuffer())) binary += String.fromCharCode(byte);
                  copy[key] = { carriedBlob: btoa(binary), type: item.type };
                } else copy[key] = item;
              }
              carried.push(copy);
            }
            resolve(carried);
          };
        };
      }),
    filter,
  );
}

/** Puts records into a store of the page's demo database and tells its live queries. */
export async function writeDemoRecords(page: Page, store: string, records: Carried[]): Promise<void> {
  await demoDatabaseCreated(page, store);
  return page.evaluate(
    ({ store, records }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('jy-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(store, 'readwrite');
          for (const record of records) {
            const restored: Record<string, unknown> = {};
            for (const [key, item] of Object.entries(record)) {
              const blob = item as { carriedBlob?: string; type?: string } | null;
              if (blob && typeof blob === 'object' && typeof blob.carriedBlob === 'string') {
                restored[key] = new Blob([Uint8Array.from(atob(blob.carriedBlob), (char) => char.charCodeAt(0))], { type: blob.type });
              } else restored[key] = item;
            }
            tx.objectStore(store).put(restored);
          }
          tx.oncomplete = () => {
            db.close();
            // What Dexie in another tab posts after a write (dexie: STORAGE_MUTATED_DOM_EVENT_NAME): every live query reads again.
            const channel = new BroadcastChannel('x-storagemutated-1');
            channel.postMessage({ all: true });
            channel.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    { store, records },
  );
}

/** Copies the matching records from one context's demo database to another's ("the server"). */
export async function carryDemoRecords(from: Page, to: Page, filter: RecordFilter): Promise<Carried[]> {
  const records = await readDemoRecords(from, filter);
  await writeDemoRecords(to, filter.store, records);
  return records;
}
