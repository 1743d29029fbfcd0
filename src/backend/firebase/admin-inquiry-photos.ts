import { inquiryPhotoFolder, inquiryPhotoNumber } from '@/domain/inquiry-photos';
import type { InquiryPhoto } from '../port';
import { isDocumentId } from '../shared/document-ids';
import { settleWithin } from '../shared/timing';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { numberedPhotos, removeQuietly } from './storage-gateway';

/** The stored photos of an inquiry (storage.rules: only admins list and read them), by number. */
export async function getInquiryPhotos(ctx: AdminContext, inquiryId: string): Promise<InquiryPhoto[]> {
  await requireAdmin(ctx.auth);
  if (!isDocumentId(inquiryId)) return [];
  return numberedPhotos(await ctx.storage(), inquiryPhotoFolder(inquiryId), inquiryPhotoNumber);
}

/**
 * Removes a deleted inquiry's photos from this browser too, so they go even where the function on inquiry deletion
 * is not deployed. Waits at most timing.fileRemovalWaitMs; a failure is logged (the function, or the TTL's
 * deletion trigger, removes what is left).
 */
export async function removeInquiryPhotos(ctx: AdminContext, inquiryId: string): Promise<void> {
  const removal = (async () => {
    const storage = await ctx.storage();
    await removeQuietly(storage, await storage.list(inquiryPhotoFolder(inquiryId)));
  })().catch((error: unknown) => console.warn('[firebase] could not remove the photos of inquiry', inquiryId, error));
  await settleWithin(removal, ctx.timing.fileRemovalWaitMs);
}
