import type { Page } from 'playwright-core';

/**
 * Direct writes into the demo backend's IndexedDB ('jy-demo', src/backend/demo/db.ts) from the page, for browser
 * tests that need a gallery the 16 sample photos do not give (a work type long enough to page, or an empty one).
 * They wait until the app has opened (and seeded) the database; reload or navigate afterwards so the app reads anew.
 */
/**
 * Waits until the page's app has created its demo database (with every store). A page shows its prerendered HTML
 * before the app starts, and a first visit reads nothing (its HTML holds the seed's data): opening 'jy-demo' before
 * the app has would create an empty database of our own under it.
 */
export async function demoDatabaseCreated(page: Page, store: string): Promise<void> {
  await page.waitForFunction(
    async (name) => {
      if (!(await indexedDB.databases()).some((db) => db.name === 'jy-demo')) return false;
      return new Promise<boolean>((resolve) => {
        const open = indexedDB.open('jy-demo');
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const found = open.result.objectStoreNames.contains(name);
          open.result.close();
          resolve(found);
        };
      });
      // Polled on a timer: animation frames do not run in a page that is not in front (the other phone's).
    },
    store,
    { polling: 250 },
  );
}

type Work = { id: string; title: string; workType?: string | null; orderKey: number };

async function onImages<T>(page: Page, change: { copyOf?: string; copies?: number; removeType?: string }): Promise<T> {
  await demoDatabaseCreated(page, 'images');
  return page.evaluate(
    ({ copyOf, copies = 0, removeType }) =>
      new Promise<T>((resolveDone, reject) => {
        const open = indexedDB.open('jy-demo');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('images', 'readwrite');
          const images = tx.objectStore('images');
          const all = images.getAll();
          all.onsuccess = () => {
            const works = all.result as Work[];
            if (removeType) for (const work of works.filter((w) => w.workType === removeType)) images.delete(work.id);
            const model = works.find((work) => work.workType === copyOf);
            for (let n = 1; model && n <= copies; n += 1) {
              // Older than the model (lower orderKey), so the copies come after the sample photos of the type.
              images.put({
                ...model,
                id: `${model.id}-e2e-${n}`,
                title: `${model.title} (사례 ${n})`,
                orderKey: model.orderKey - n,
                isFeatured: 0,
                isHeroImage: 0,
              });
            }
          };
          tx.oncomplete = () => {
            const read = db.transaction('images', 'readonly').objectStore('images').getAll();
            read.onsuccess = () => {
              db.close();
              resolveDone(
                (read.result as Work[])
                  .filter((work) => work.workType === (copyOf ?? removeType))
                  .map((work) => work.id)
                  .sort() as T,
              );
            };
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    change,
  );
}

/** Adds `copies` works of a work type (copies of one of its sample photos); returns the ids of every work of the type. */
export function addPhotosOfType(page: Page, workType: string, copies: number): Promise<string[]> {
  return onImages<string[]>(page, { copyOf: workType, copies });
}

/** Removes every work of a work type (an empty filter); returns what is left of the type (nothing). */
export function removePhotosOfType(page: Page, workType: string): Promise<string[]> {
  return onImages<string[]>(page, { removeType: workType });
}
