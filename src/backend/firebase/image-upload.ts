import { collection, doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../config/constants';
import { activityDrafts } from '../../domain/activity';
import type { AdminUser, ConstructionImage, ImageUploadInput } from '../../domain/types';
import type { AdminContext } from './context';
import { logActivity } from './activity-log';
import { requireAdmin } from './auth-session';
import { toImage } from './mappers';
import { rememberPosition } from './list-positions';
import { removeQuietly, type StorageGateway } from './storage-gateway';
import { uploadError } from '../shared/errors';
import { checkImageFields } from '../shared/input-rules';
import { storageNames, storagePath, type StorageNames } from '../../domain/storage-names';

/**
 * Spec 4 "Upload": the display file and the thumbnail go to Storage (see storage-names.ts) with progress over
 * both, then the document is saved (server time), then image_upload is logged. Nothing is left behind on failure:
 * files that did upload are deleted again, and the error is BackendError upload/failed (files) or
 * upload/metadata-failed (document).
 */
export async function uploadImage(
  ctx: AdminContext,
  input: ImageUploadInput,
  onProgress: (percent: number) => void,
): Promise<ConstructionImage> {
  const user = await requireAdmin(ctx.auth);
  checkImageFields(input); // before any file is stored
  const names = storageNames(ctx.now().getTime(), input.originalName, input.thumbnail.type);
  const paths = [storagePath(names.fileName), storagePath(names.thumbnailFileName)];
  const storage = await ctx.storage().catch((error: unknown) => {
    throw uploadError('upload/failed', error);
  });

  const [imageUrl, thumbnailUrl] = await uploadFiles(storage, paths, [input.display, input.thumbnail], onProgress);

  const ref = doc(collection(ctx.db, COLLECTIONS.images));
  const fields = documentFields(input, names, imageUrl, thumbnailUrl, user);
  try {
    await setDoc(ref, { ...fields, uploadedAt: serverTimestamp() });
  } catch (error) {
    await removeQuietly(storage, paths);
    throw uploadError('upload/metadata-failed', error);
  }

  await logActivity(ctx.db, activityDrafts.imageUpload(ref.id, input.title, user.uid));
  return readBack(ctx, ref.id, fields);
}

async function uploadFiles(
  storage: StorageGateway,
  paths: string[],
  blobs: Blob[],
  onProgress: (percent: number) => void,
): Promise<[string, string]> {
  const total = blobs.reduce((sum, blob) => sum + blob.size, 0);
  const sent = blobs.map(() => 0);
  let reported = -1;
  const report = () => {
    const done = total > 0 ? Math.min(100, Math.floor((sent.reduce((a, b) => a + b, 0) / total) * 100)) : 100;
    const percent = Math.max(reported, done); // never backwards, even if a retried chunk is counted again
    if (percent !== reported) onProgress((reported = percent));
  };
  report();
  const results = await Promise.allSettled(
    blobs.map((blob, index) =>
      storage.upload(paths[index] ?? '', blob, (bytes) => {
        sent[index] = bytes;
        report();
      }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    await removeQuietly(storage, paths);
    throw uploadError('upload/failed', failure.reason);
  }
  const urls = results.map((result) => (result.status === 'fulfilled' ? result.value : ''));
  return [urls[0] ?? '', urls[1] ?? ''];
}

function documentFields(input: ImageUploadInput, names: StorageNames, imageUrl: string, thumbnailUrl: string, user: AdminUser) {
  return {
    title: input.title,
    category: input.category,
    description: input.description,
    imageUrl,
    thumbnailUrl,
    fileName: names.fileName,
    thumbnailFileName: names.thumbnailFileName,
    uploaderUid: user.uid,
    uploaderEmail: user.email,
    isFeatured: false,
    isHeroImage: false,
  };
}

/** The saved image with its server time; if reading it back fails, the local clock stands in. */
async function readBack(ctx: AdminContext, id: string, fields: ReturnType<typeof documentFields>): Promise<ConstructionImage> {
  try {
    const snapshot = await getDoc(doc(ctx.db, COLLECTIONS.images, id));
    if (snapshot.exists()) {
      rememberPosition(ctx.db, COLLECTIONS.images, id, snapshot.get('uploadedAt'));
      return toImage(id, snapshot.data());
    }
  } catch (error) {
    console.warn('[firebase] could not read back the uploaded image', error);
  }
  return toImage(id, { ...fields, uploadedAt: ctx.now() });
}
