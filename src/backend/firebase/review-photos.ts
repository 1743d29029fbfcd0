import { reviewPhotoPath } from '@/domain/reviews';
import type { ReviewPhotoUpload } from '../port';
import { checkReviewPhotos } from '../shared/input-rules';
import type { BackendTiming } from '../shared/timing';
import { uploadPhotosOneByOne } from '../shared/visitor-photo-upload';
import { startAppCheck } from './app-check';
import type { FirebaseSettings } from './settings';
import { PRIVATE_CACHE_CONTROL, type StorageGateway } from './storage-gateway';

/**
 * A customer's review photos to reviews/{reviewId}/ in Cloud Storage, one by one (shared/visitor-photo-upload.ts).
 * storage.rules decide each: the review exists, is less than uploadWindowMinutes old, the number is within its
 * photoCount, the file is new, an image and small enough. Readable by anyone only while the review is approved, so no
 * shared cache may keep them (a hidden review's photo must stop showing). This module, and firebase/storage with
 * it, load only when a customer sends photos.
 */
export async function uploadReviewPhotos(
  settings: FirebaseSettings,
  storage: () => Promise<StorageGateway>,
  timing: BackendTiming,
  reviewId: string,
  photos: ReviewPhotoUpload[],
  onProgress: (percent: number) => void,
): Promise<{ failed: number[] }> {
  checkReviewPhotos(reviewId, photos);
  await startAppCheck(settings);
  let gateway: StorageGateway | null = null;
  const pathOf = (number: number) => reviewPhotoPath(reviewId, number);
  return uploadPhotosOneByOne(photos, pathOf, onProgress, timing.uploadStallMs, async ({ path, file, onBytes, signal }) => {
    gateway ??= await storage();
    await gateway.upload(path, file, onBytes, signal, PRIVATE_CACHE_CONTROL);
  });
}
