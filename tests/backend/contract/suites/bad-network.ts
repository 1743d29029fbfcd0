import { describe, expect, it } from 'vitest';
import { IMAGE_STORAGE_FOLDER } from '@/config/collections';
import { errorCode } from '@/domain/errors';
import { EVENTUAL_WAIT_MS } from '../../../support/timeouts';
import type { ContractEnv } from '../contract-env';
import { uploadInput } from '../fixtures';

/**
 * Staff on a bad connection: Storage that stops answering must not hold an upload or a delete hostage.
 * - An upload with no progress for timing.uploadStallMs fails with upload/stalled (the browser going offline:
 *   upload/offline, at once) and leaves no document and no file; the same input then uploads fine.
 * - A delete returns within timing.fileRemovalWaitMs of its document write: the document is gone and image_delete
 *   is logged at once; the files are recorded as still to be removed and go when Storage answers again.
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

async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}

export function badNetworkContract(env: ContractEnv): void {
  const { harness } = env;
  const timing = harness.timing;
  const ready = harness.capabilities.storage && timing !== undefined;
  const stallMs = timing?.uploadStallMs ?? 0;
  const waitMs = timing?.fileRemovalWaitMs ?? 0;

  function stallStorage(): () => void {
    if (!env.backend.stallStorage) throw new Error('this harness cannot stall its storage');
    return env.backend.stallStorage();
  }
  async function pending(): Promise<string[]> {
    if (!env.backend.pendingFileRemovals) throw new Error('this harness cannot list pending file removals');
    return env.backend.pendingFileRemovals();
  }

  describe('bad network', () => {
    it.skipIf(!ready)(
      'an upload that makes no progress fails with upload/stalled after the stall time, leaving nothing; a retry works',
      async () => {
        await env.signInAsAdmin();
        const admin = await env.adminBackend();
        const release = stallStorage();
        const input = uploadInput('끊긴 업로드');
        const { code, ms } = await outcomeOf(admin.uploadPhoto(input, () => {}));
        expect(code).toBe('upload/stalled');
        expect(ms).toBeGreaterThanOrEqual(stallMs - 50);
        expect(ms).toBeLessThan(stallMs + SLACK_MS);
        expect(await env.backend.listFiles()).toEqual([]);
        expect(await admin.countPhotos()).toBe(0);

        release();
        const image = await admin.uploadPhoto(input, () => {});
        expect(image.title).toBe('끊긴 업로드');
        expect(await env.backend.listFiles()).toEqual(
          [`${IMAGE_STORAGE_FOLDER}/${image.fileName}`, `${IMAGE_STORAGE_FOLDER}/${image.thumbnailFileName}`].sort(),
        );
        expect(await admin.countPhotos()).toBe(1);
      },
    );

    it.skipIf(!ready || typeof window === 'undefined')('the browser going offline ends an upload at once with upload/offline', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const release = stallStorage();
      let started: () => void = () => {};
      const sending = new Promise<void>((resolve) => (started = resolve));
      const upload = outcomeOf(admin.uploadPhoto(uploadInput('오프라인'), () => started()));
      await sending;
      window.dispatchEvent(new Event('offline'));
      const { code, ms } = await upload;
      release();
      expect(code).toBe('upload/offline');
      expect(ms).toBeLessThan(stallMs);
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.countPhotos()).toBe(0);
    });

    it.skipIf(!ready)(
      'a delete with Storage unreachable is done at once: document gone, image_delete logged, files recorded until they go',
      async () => {
        const user = await env.signInAsAdmin();
        const admin = await env.adminBackend();
        const image = await admin.uploadPhoto(uploadInput('삭제할 사진'), () => {});
        const files = await env.backend.listFiles();
        expect(files).toHaveLength(2);

        const release = stallStorage();
        const { code, ms } = await outcomeOf(admin.deletePhoto(image.id));
        expect(code).toBe('resolved');
        expect(ms).toBeLessThan(waitMs + SLACK_MS);
        expect(await (await env.publicBackend()).getPhoto(image.id)).toBeNull();
        expect(await admin.countPhotos()).toBe(0);
        const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'image_delete'));
        // The upload's activity may share the delete's millisecond under load, so the delete's is found by its type.
        expect(activities.find((a) => a.type === 'image_delete')).toMatchObject({
          relatedId: image.id,
          userId: user.uid,
          details: { title: '삭제할 사진' },
        });
        expect(await pending()).toEqual(files);
        expect(await env.backend.listFiles()).toEqual(files);

        // Storage answers again: the removal still under way finishes, and its records go with it.
        release();
        const cleaned = await eventually(
          async () => (await env.backend.listFiles()).length === 0 && (await pending()).length === 0,
          harness.eventualTimeoutMs ?? EVENTUAL_WAIT_MS,
        );
        expect(cleaned).toBe(true);
      },
    );

    it.skipIf(!ready)('a delete with Storage reachable removes the files before it returns and leaves no record', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const image = await admin.uploadPhoto(uploadInput(), () => {});
      await admin.deletePhoto(image.id);
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await pending()).toEqual([]);
    });
  });
}
