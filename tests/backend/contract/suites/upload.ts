import { describe, expect, it } from 'vitest';
import { IMAGE_STORAGE_FOLDER } from '@/config/collections';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { CLOCK_TOLERANCE_MS, codeOf, isNear, type ContractEnv } from '../contract-env';
import { uploadInput } from '../fixtures';

/** uploadPhoto: files, progress, the document, the activity; nothing left behind on failure. */
export function uploadContract(env: ContractEnv): void {
  const { storage, faultInjection } = env.harness.capabilities;

  describe('image upload', () => {
    it.skipIf(!storage)('stores both files with progress to 100, then the document and image_upload', async () => {
      const user = await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const progress: number[] = [];
      const before = Date.now();
      const image = await admin.uploadPhoto(uploadInput('옥상 방수 완료'), (percent) => progress.push(percent));
      const after = Date.now();

      expect(progress.length).toBeGreaterThanOrEqual(2);
      expect(progress.every((value, index) => value >= 0 && value <= 100 && value >= (progress[index - 1] ?? 0))).toBe(true);
      expect(progress[progress.length - 1]).toBe(100);

      // The original name (roof.jpg), with the extension of what is stored: the display file is WebP.
      const match = /^(\d+)-roof\.webp$/.exec(image.fileName);
      expect(match, image.fileName).not.toBeNull();
      const timestamp = Number(match?.[1]);
      expect(timestamp).toBeGreaterThanOrEqual(before - CLOCK_TOLERANCE_MS);
      expect(timestamp).toBeLessThanOrEqual(after + CLOCK_TOLERANCE_MS);
      expect(image.thumbnailFileName).toEqual(expect.any(String));
      expect(image).toMatchObject({
        title: '옥상 방수 완료',
        category: 'AS',
        description: '업로드 설명',
        uploaderUid: user.uid,
        uploaderEmail: user.email,
        isFeatured: false,
        isHeroImage: false,
      });
      expect(image.imageUrl).not.toBe('');
      expect(image.thumbnailUrl).toEqual(expect.any(String));
      expect(isNear(image.uploadedAt, (before + after) / 2, (after - before) / 2 + CLOCK_TOLERANCE_MS)).toBe(true);

      expect(await (await env.publicBackend()).getPhoto(image.id)).toEqual(image);
      expect(await admin.countPhotos()).toBe(1);
      const files = await env.backend.listFiles();
      expect(files).toContain(`${IMAGE_STORAGE_FOLDER}/${image.fileName}`);
      expect(files).toContain(`${IMAGE_STORAGE_FOLDER}/${image.thumbnailFileName}`);

      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'image_upload'));
      expect(activities[0]).toMatchObject({
        type: 'image_upload',
        relatedId: image.id,
        userId: user.uid,
        details: { title: '옥상 방수 완료' },
        // The particle follows the title's last syllable (료: no final consonant).
        text: "새 이미지 '옥상 방수 완료'를 업로드했습니다.",
      });
    });

    it.skipIf(!storage)('names the stored file with the extension of what it is: a PNG re-encoded as WebP is .webp', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const reencoded = await admin.uploadPhoto({ ...uploadInput('PNG에서 바뀐 사진'), originalName: '현장.png' }, () => {});
      expect(reencoded.fileName).toMatch(/^\d+-현장\.webp$/);
      const png = new Blob([new Uint8Array(1024)], { type: 'image/png' });
      const kept = await admin.uploadPhoto({ ...uploadInput('PNG 그대로'), originalName: 'plan.png', display: png }, () => {});
      expect(kept.fileName).toMatch(/^\d+-plan\.png$/);
      expect(await env.backend.listFiles()).toEqual(
        expect.arrayContaining([`${IMAGE_STORAGE_FOLDER}/${reencoded.fileName}`, `${IMAGE_STORAGE_FOLDER}/${kept.fileName}`]),
      );
    });

    it.skipIf(!storage)('puts a new upload first in the list', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      await admin.uploadPhoto(uploadInput('첫 번째'), () => {});
      const second = await admin.uploadPhoto(uploadInput('두 번째'), () => {});
      const page = await admin.getPhotoPage({ pageSize: 6, direction: 'initial' });
      expect(page.items[0]?.id).toBe(second.id);
      expect(page.items).toHaveLength(2);
    });

    it.skipIf(!storage)('deletePhoto removes the document and both stored files', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const image = await admin.uploadPhoto(uploadInput(), () => {});
      expect(await env.backend.listFiles()).toHaveLength(2);
      await admin.deletePhoto(image.id);
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await (await env.publicBackend()).getPhoto(image.id)).toBeNull();
    });

    it.skipIf(!storage || !faultInjection)('a failed document write fails with upload/metadata-failed and leaves no file', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      env.backend.breakNextImageWrite();
      expect(await codeOf(admin.uploadPhoto(uploadInput('실패할 업로드'), () => {}))).toBe('upload/metadata-failed');
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.countPhotos()).toBe(0);
      // No image_upload was logged: a later write's activity arrives alone.
      await (
        await env.publicBackend()
      ).submitInquiry({
        name: '확인용',
        email: null,
        phone: '010-0000-0000',
        message: '확인',
        privacyConsentVersion: PRIVACY_CONSENT_VERSION,
        workType: null,
        region: null,
        preferredCallTime: null,
        photoCount: 0,
      });
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'new_inquiry'));
      expect(activities.map((a) => a.type)).toEqual(['new_inquiry']);
    });

    it.skipIf(!storage)('a failed file store fails with upload/failed and leaves nothing', async () => {
      if (!env.backend.breakNextFileWrite) return;
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      env.backend.breakNextFileWrite();
      expect(await codeOf(admin.uploadPhoto(uploadInput(), () => {}))).toBe('upload/failed');
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.countPhotos()).toBe(0);
    });
  });
}
