import { StallGate } from '@/backend/demo/faults';
import type { StorageGateway } from '@/backend/firebase/storage-gateway';

/**
 * Wraps a StorageGateway double so a test can make Storage stop answering, as on a building site's dead
 * connection: while stalled, an upload reports no progress and waits (until the adapter's signal cancels it, as
 * the real gateway cancels its SDK task), and a removal waits until the stall is released. Nothing is stored or
 * removed while stalled.
 */
export class StallingStorage implements StorageGateway {
  private readonly gate = new StallGate();

  constructor(private readonly inner: StorageGateway) {}

  /** Storage stops answering until the returned function is called. */
  stallUntilReleased(): () => void {
    return this.gate.stall();
  }

  async upload(
    path: string,
    data: Blob,
    onProgress: (bytesTransferred: number) => void,
    signal?: AbortSignal,
    cacheControl?: string,
  ): Promise<string> {
    const stalled = this.gate.stalled();
    if (stalled) {
      onProgress(0);
      await new Promise<void>((resolve, reject) => {
        if (signal?.aborted) {
          reject(signal.reason as Error);
          return;
        }
        signal?.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
        void stalled.then(resolve);
      });
    }
    return this.inner.upload(path, data, onProgress, signal, cacheControl);
  }

  async remove(path: string): Promise<void> {
    await this.gate.stalled();
    return this.inner.remove(path);
  }

  async list(folder: string): Promise<string[]> {
    await this.gate.stalled();
    return this.inner.list(folder);
  }

  async downloadUrl(path: string): Promise<string> {
    await this.gate.stalled();
    return this.inner.downloadUrl(path);
  }
}
