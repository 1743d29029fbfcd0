import type { HeroBucket, HeroFile } from '../../src/hero/hero-copy.js';

/** A stored object of the fake bucket: its bytes' stand-in and its metadata. */
export interface FakeObject {
  content: string;
  contentType: string;
  cacheControl?: string;
  metadata?: Record<string, string>;
}

/** @google-cloud/storage's errors carry the HTTP status as `code`. */
const notFound = (path: string) => Object.assign(new Error(`No such object: ${path}`), { code: 404 });

/**
 * A Cloud Storage bucket in memory, for the calls the hero copy makes (getMetadata, a server-side copy to a path,
 * delete). No Storage emulator here (it needs Java 21 and a download). `failCopies` makes the next copies fail with
 * a transient error (code 503) to check that the sync gives the failure to the trigger, which retries.
 */
export class FakeHeroBucket implements HeroBucket {
  readonly objects = new Map<string, FakeObject>();
  copies = 0;
  failCopies = 0;

  constructor(objects: Record<string, FakeObject> = {}) {
    for (const [path, object] of Object.entries(objects)) this.objects.set(path, object);
  }

  file(path: string): HeroFile {
    return {
      getMetadata: async () => {
        const object = this.objects.get(path);
        if (!object) throw notFound(path);
        return [{ contentType: object.contentType, metadata: object.metadata ?? null }];
      },
      copy: async (destination, options) => {
        const object = this.objects.get(path);
        if (!object) throw notFound(path);
        if (this.failCopies > 0) {
          this.failCopies -= 1;
          throw Object.assign(new Error('Service unavailable'), { code: 503 });
        }
        this.copies += 1;
        this.objects.set(destination, { content: object.content, ...options });
      },
      delete: async ({ ignoreNotFound }) => {
        if (!this.objects.delete(path) && !ignoreNotFound) throw notFound(path);
      },
    };
  }
}
