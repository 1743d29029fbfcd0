import type { InquiryPhotoUpload } from '../port';
import { checkInquiryPhotos } from '../shared/input-rules';
import type { BackendTiming } from '../shared/timing';
import { uploadInquiryPhotosOneByOne } from '../shared/visitor-photo-upload';
import { startAppCheck } from './app-check';
import type { FirebaseSettings } from './settings';
import { PRIVATE_CACHE_CONTROL, type StorageGateway } from './storage-gateway';

/**
 * A visitor's photos to inquiries/{inquiryId}/ in Cloud Storage, one by one (shared/visitor-photo-upload.ts).
 * storage.rules decide each: the inquiry exists, is less than uploadWindowMinutes old, the number is within its
 * photoCount, the file is new, an image and small enough. A refused or stalled photo fails alone.
 * This module, and firebase/storage with it, load only when a visitor sends photos.
 */
export async function uploadInquiryPhotos(
  settings: FirebaseSettings,
  storage: () => Promise<StorageGateway>,
  timing: BackendTiming,
  inquiryId: string,
  photos: InquiryPhotoUpload[],
  onProgress: (percent: number) => void,
): Promise<{ failed: number[] }> {
  checkInquiryPhotos(inquiryId, photos);
  await startAppCheck(settings);
  let gateway: StorageGateway | null = null;
  return uploadInquiryPhotosOneByOne(inquiryId, photos, onProgress, timing.uploadStallMs, async ({ path, file, onBytes, signal }) => {
    // Loaded inside the first photo's watch: on a dead connection the chunk may not come either.
    gateway ??= await storage();
    await gateway.upload(path, file, onBytes, signal, PRIVATE_CACHE_CONTROL);
  });
}
