import type { DemoDb } from './db';
import type { DemoFaultHooks } from './fault-hooks';

/**
 * The demo's "file storage": blobs in the Dexie `files` table, keyed by storage path.
 * A photo record stores a stable reference `demo-file:{path}`; on read it becomes an object URL of the blob,
 * created once per path and revoked when the file is deleted. Where URL.createObjectURL does not exist
 * (jsdom in tests) the reference itself is returned.
 */
export const DEMO_FILE_SCHEME = 'demo-file:';

export function fileReference(path: string): string {
  return `${DEMO_FILE_SCHEME}${path}`;
}

function pathOfReference(url: string): string | null {
  return url.startsWith(DEMO_FILE_SCHEME) ? url.slice(DEMO_FILE_SCHEME.length) : null;
}

function canMakeObjectUrls(): boolean {
  return typeof URL !== 'undefined' && typeof URL.createObjectURL === 'function';
}

export interface StoredFile {
  path: string;
  blob: Blob;
}

export class DemoFileStore {
  private readonly objectUrls = new Map<string, string>();

  constructor(
    private readonly db: DemoDb,
    private readonly faults: DemoFaultHooks,
  ) {}

  /** Stores all files in one transaction: either all are stored or none. */
  async put(files: StoredFile[]): Promise<void> {
    await this.db.transaction('rw', this.db.files, async () => {
      this.faults.check('fileWrite');
      await this.db.files.bulkPut(files.map(({ path, blob }) => ({ path, blob, contentType: blob.type, size: blob.size })));
    });
  }

  /** Deletes the files (missing ones are ignored) and revokes their object URLs. */
  async remove(paths: string[]): Promise<void> {
    await this.db.files.bulkDelete(paths);
    for (const path of paths) this.revoke(path);
  }

  async exists(path: string): Promise<boolean> {
    return (await this.db.files.where('path').equals(path).count()) > 0;
  }

  /** Turns `demo-file:` references into displayable URLs; other URLs (and null) pass through. */
  async resolve(urls: (string | null)[]): Promise<(string | null)[]> {
    const paths = [...new Set(urls.map((url) => (url ? pathOfReference(url) : null)))].filter(
      (path): path is string => path !== null && !this.objectUrls.has(path),
    );
    if (paths.length > 0 && canMakeObjectUrls()) {
      const records = await this.db.files.bulkGet(paths);
      records.forEach((record) => {
        if (!record) return;
        try {
          this.objectUrls.set(record.path, URL.createObjectURL(record.blob));
        } catch {
          // Not a Blob this environment can serve (e.g. jsdom with fake-indexeddb): keep the reference.
        }
      });
    }
    return urls.map((url) => {
      const path = url ? pathOfReference(url) : null;
      return path ? (this.objectUrls.get(path) ?? url) : url;
    });
  }

  private revoke(path: string): void {
    const url = this.objectUrls.get(path);
    if (url === undefined) return;
    this.objectUrls.delete(path);
    if (typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
  }
}
