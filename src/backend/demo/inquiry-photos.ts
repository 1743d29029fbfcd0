import { INQUIRY_PHOTO_LIMITS } from '@/config/limits';
import { inquiryPhotoNumber } from '@/domain/inquiry-photos';
import type { InquiryPhotoUpload } from '../port';
import { checkInquiryPhotos } from '../shared/input-rules';
import { uploadInquiryPhotosOneByOne, type PhotoTransfer } from '../shared/visitor-photo-upload';
import type { DemoContext } from './context';
import { refuseLikeStorageRules, simulateTransfer } from './simulated-transfer';

/**
 * The demo's Storage for a visitor's photos: blobs in the inquiryPhotos table. Each photo is refused (and fails
 * alone) exactly where storage.rules refuse it on Firebase: no such inquiry, the inquiry older than
 * uploadWindowMinutes, a number above its photoCount, a photo already stored under that number (create only).
 * The type and size checks are checkInquiryPhotos' (both adapters, before anything is sent).
 */
async function storePhoto(ctx: DemoContext, inquiryId: string, { path, file }: PhotoTransfer): Promise<void> {
  const number = inquiryPhotoNumber(path) ?? 0;
  await ctx.db.transaction('rw', ctx.db.inquiries, ctx.db.inquiryPhotos, async () => {
    ctx.faults.check('fileWrite');
    const inquiry = await ctx.db.inquiries.get(inquiryId);
    const owner = inquiry && { at: inquiry.submittedAt, photoCount: inquiry.photoCount ?? 0 };
    const stored = (await ctx.db.inquiryPhotos.get(path)) !== undefined;
    refuseLikeStorageRules(owner, number, INQUIRY_PHOTO_LIMITS.uploadWindowMinutes, ctx.now(), stored);
    await ctx.db.inquiryPhotos.add({ path, inquiryId, number, blob: file, contentType: file.type, size: file.size });
  });
}

export async function uploadInquiryPhotos(
  ctx: DemoContext,
  stepMs: number,
  inquiryId: string,
  photos: InquiryPhotoUpload[],
  onProgress: (percent: number) => void,
): Promise<{ failed: number[] }> {
  checkInquiryPhotos(inquiryId, photos);
  await ctx.latency();
  return uploadInquiryPhotosOneByOne(inquiryId, photos, onProgress, ctx.timing.uploadStallMs, (photo) =>
    simulateTransfer(ctx, stepMs, photo, () => storePhoto(ctx, inquiryId, photo)),
  );
}
