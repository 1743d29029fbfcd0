import type { DemoDb, ReviewPhotoRecord } from './db';
import { DEMO_FILE_SCHEME } from './file-store';

/**
 * Object URLs of the demo's visitor photos (an inquiry's, a review's), made once per stored photo and revoked when
 * the photo goes (its inquiry or review deleted or purged). Where URL.createObjectURL does not exist (jsdom in
 * tests) a photo is shown by its `demo-file:` reference, as the image files are (file-store.ts).
 */
const urlsByDb = new WeakMap<DemoDb, Map<string, string>>();

function urlsOf(db: DemoDb): Map<string, string> {
  let urls = urlsByDb.get(db);
  if (!urls) urlsByDb.set(db, (urls = new Map()));
  return urls;
}

export function storedPhotoUrl(db: DemoDb, record: { path: string; blob: Blob }): string {
  const urls = urlsOf(db);
  const known = urls.get(record.path);
  if (known) return known;
  let url = `${DEMO_FILE_SCHEME}${record.path}`;
  if (typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function') {
    try {
      url = URL.createObjectURL(record.blob);
    } catch {
      // Not a Blob this environment can serve (jsdom with fake-indexeddb): keep the reference.
    }
  }
  urls.set(record.path, url);
  return url;
}

export function forgetStoredPhotoUrls(db: DemoDb, paths: readonly string[]): void {
  const urls = urlsOf(db);
  for (const path of paths) {
    const url = urls.get(path);
    urls.delete(path);
    if (url && !url.startsWith(DEMO_FILE_SCHEME) && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  }
}

/** A review photo's address: the shipped picture of a sample review, else its blob's object URL. */
export function reviewPhotoUrl(db: DemoDb, record: ReviewPhotoRecord): string {
  if (record.url !== undefined) return record.url;
  return storedPhotoUrl(db, { path: record.path, blob: record.blob ?? new Blob() });
}
