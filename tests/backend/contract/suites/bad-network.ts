import { describe, expect, it } from 'vitest';
import { IMAGE_STORAGE_FOLDER } from '../../../../src/config/constants';
import { errorCode } from '../../../../src/domain/errors';
import type { ContractEnv } from '../contract-env';
import { uploadInput } from '../fixtures';

/**
 * Staff on a bad connection: Storage that stops answering must not hold an upload hostage.
 * - An upload with no progress for timing.uploadStallMs fails with upload/stalled (the browser going offline:
 *   upload/offline, at once) and leaves no document and no file; the same input then uploads fine.
 */

/** Extra time the backend may take beyond a time limit (document round trips on a busy machine). */
const SLACK_MS = 3000;

async function outcomeOf<T>(work: Promise<T>): Promise<{ code: string; ms: number }> {
  const started = performance.now();
  try {
    await work;
    return { code: 'resolved', ms: performance.now() - started };
  } catch (error) {
    return { code: errorCode(error) ?? 'no-code', ms: performance.now() - started };
  }
}

export function badNetworkContract(env: ContractEnv): void {
  const { harness } = env;
  const timing = harness.timing;
  const ready = harness.capabilities.storage && timing !== undefined;
  const stallMs = timing?.uploadStallMs ?? 0;

  function stallStorage(): () => void {
    if (!env.backend.stallStorage) throw new Error('this harness cannot stall its storage');
    return env.backend.stallStorage();
  }

  describe('bad network', () => {
    it.skipIf(!ready)('an upload that makes no progress fails with upload/stalled after the stall time, leaving nothing; a retry works', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const release = stallStorage();
      const input = uploadInput('끊긴 업로드');
      const { code, ms } = await outcomeOf(admin.uploadImage(input, () => {}));
      expect(code).toBe('upload/stalled');
      expect(ms).toBeGreaterThanOrEqual(stallMs - 50);
      expect(ms).toBeLessThan(stallMs + SLACK_MS);
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.countImages()).toBe(0);

      release();
      const image = await admin.uploadImage(input, () => {});
      expect(image.title).toBe('끊긴 업로드');
      expect(await env.backend.listFiles()).toEqual(
        [`${IMAGE_STORAGE_FOLDER}/${image.fileName}`, `${IMAGE_STORAGE_FOLDER}/${image.thumbnailFileName}`].sort(),
      );
      expect(await admin.countImages()).toBe(1);
    });

    it.skipIf(!ready || typeof window === 'undefined')('the browser going offline ends an upload at once with upload/offline', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const release = stallStorage();
      let started: () => void = () => {};
      const sending = new Promise<void>((resolve) => (started = resolve));
      const upload = outcomeOf(admin.uploadImage(uploadInput('오프라인'), () => started()));
      await sending;
      window.dispatchEvent(new Event('offline'));
      const { code, ms } = await upload;
      release();
      expect(code).toBe('upload/offline');
      expect(ms).toBeLessThan(stallMs);
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.countImages()).toBe(0);
    });
  });
}
