import type { StorageGateway } from '@/backend/firebase/storage-gateway';

/**
 * A StorageGateway double for the emulator contract run: there is no Storage emulator on Java 17, so the adapter's
 * uploads and deletes land here while its documents go to the Firestore emulator. Progress is reported in two
 * steps like a real resumable upload; breakNextUpload() makes the next file fail (like a dropped connection).
 * Download URLs have the form getDownloadURL gives for `bucket` (firestore.rules accept only the project's own).
 */
export class MemoryStorage implements StorageGateway {
  readonly files = new Map<string, Blob>();
  private failures = 0;

  constructor(readonly bucket: string) {}

  breakNextUpload(): void {
    this.failures += 1;
  }

  /** Cache-Control of each stored file, as the adapter asked for it. */
  readonly cacheControls = new Map<string, string | undefined>();

  async upload(
    path: string,
    data: Blob,
    onProgress: (bytesTransferred: number) => void,
    _signal?: AbortSignal,
    cacheControl?: string,
  ): Promise<string> {
    onProgress(Math.floor(data.size / 2));
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failures > 0) {
      this.failures -= 1;
      throw Object.assign(new Error('injected storage failure'), { code: 'storage/retry-limit-exceeded' });
    }
    onProgress(data.size);
    this.files.set(path, data);
    this.cacheControls.set(path, cacheControl);
    return this.urlOf(path);
  }

  async remove(path: string): Promise<void> {
    this.files.delete(path);
  }

  async list(folder: string): Promise<string[]> {
    return this.paths().filter((path) => path.startsWith(`${folder}/`) && !path.slice(folder.length + 1).includes('/'));
  }

  async downloadUrl(path: string): Promise<string> {
    if (!this.files.has(path)) throw Object.assign(new Error('no such object'), { code: 'storage/object-not-found' });
    return this.urlOf(path);
  }

  private urlOf(path: string): string {
    return `https://firebasestorage.googleapis.com/v0/b/${this.bucket}/o/${encodeURIComponent(path)}?alt=media&token=${crypto.randomUUID()}`;
  }

  paths(): string[] {
    return [...this.files.keys()].sort();
  }
}
