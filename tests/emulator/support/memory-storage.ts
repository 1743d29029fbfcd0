import type { StorageGateway } from '../../../src/backend/firebase/storage-gateway';

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

  async upload(path: string, data: Blob, onProgress: (bytesTransferred: number) => void): Promise<string> {
    onProgress(Math.floor(data.size / 2));
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (this.failures > 0) {
      this.failures -= 1;
      throw Object.assign(new Error('injected storage failure'), { code: 'storage/retry-limit-exceeded' });
    }
    onProgress(data.size);
    this.files.set(path, data);
    return `https://firebasestorage.googleapis.com/v0/b/${this.bucket}/o/${encodeURIComponent(path)}?alt=media&token=${crypto.randomUUID()}`;
  }

  async remove(path: string): Promise<void> {
    this.files.delete(path);
  }

  paths(): string[] {
    return [...this.files.keys()].sort();
  }
}
