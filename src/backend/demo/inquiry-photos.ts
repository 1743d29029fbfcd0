import { INQUIRY_ATTACHMENT_LIMITS } from '../../config/constants';
import { inquiryPhotoNumber } from '../../domain/inquiry-photos';
import type { InquiryPhotoUpload } from '../port';
import { checkInquiryPhotos } from '../shared/input-rules';
import { sendInquiryPhotos, type PhotoTransfer } from '../shared/inquiry-photo-upload';
import { unlessAborted } from '../shared/timing';
import type { DemoContext } from './context';

/** The simulated transfer of each photo reports progress in this many chunks. */
const PROGRESS_STEPS = 4;
const MINUTE_MS = 60 * 1000;

/**
 * context.ts has the same one-liner; importing it from there would make this lazy chunk share a module with the
 * adapter's chunk and split that chunk (Dexie) in two on every page, for about 300 bytes more on the home page.
 */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    if (!inquiry) throw new Error('storage rules: the inquiry does not exist');
    const age = ctx.now().getTime() - (inquiry.submittedAt ?? Number.NEGATIVE_INFINITY);
    if (!(age < INQUIRY_ATTACHMENT_LIMITS.uploadWindowMinutes * MINUTE_MS)) throw new Error('storage rules: the upload window has closed');
    if (number > (inquiry.photoCount ?? 0)) throw new Error('storage rules: more photos than the inquiry announced');
    if (await ctx.db.inquiryPhotos.get(path)) throw new Error('storage rules: that photo is already stored');
    await ctx.db.inquiryPhotos.add({ path, inquiryId, number, blob: file, contentType: file.type, size: file.size });
  });
}

/** Like a real transfer: progress in steps, nothing while "storage" is stalled (faults.stallFiles), then the write. */
async function transfer(ctx: DemoContext, stepMs: number, inquiryId: string, photo: PhotoTransfer): Promise<void> {
  const answered = () => unlessAborted(ctx.faults.filesAnswer(), photo.signal);
  const chunk = Math.max(1, Math.ceil(photo.file.size / PROGRESS_STEPS));
  for (let sent = chunk; sent < photo.file.size; sent += chunk) {
    await answered();
    await unlessAborted(pause(stepMs), photo.signal);
    photo.onBytes(sent);
  }
  await answered();
  await storePhoto(ctx, inquiryId, photo);
  photo.onBytes(photo.file.size);
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
  return sendInquiryPhotos(inquiryId, photos, onProgress, ctx.timing.uploadStallMs, (photo) => transfer(ctx, stepMs, inquiryId, photo));
}
