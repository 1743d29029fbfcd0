import type { InquiryPhotoBucket } from '../../src/inquiry-photos/delete-inquiry-photos.js';

/**
 * A Cloud Storage bucket in memory, for the one call the deletion makes (deleteFiles by prefix). There is no
 * Storage emulator on these machines (it needs Java 21 and a download); the real bucket is exercised only by the
 * emulators:exec test where Java 21 is present (functions/test/emulator/real-trigger.test.ts).
 */
export class FakeBucket implements InquiryPhotoBucket {
  private readonly files: Set<string>;
  readonly queries: { prefix: string; force?: boolean }[] = [];

  constructor(paths: string[]) {
    this.files = new Set(paths);
  }

  async deleteFiles(query: { prefix: string; force?: boolean }): Promise<void> {
    this.queries.push(query);
    for (const path of [...this.files]) if (path.startsWith(query.prefix)) this.files.delete(path);
  }

  paths(): string[] {
    return [...this.files].sort();
  }
}
