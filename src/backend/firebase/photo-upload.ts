import { collection, doc, getDoc, query, serverTimestamp, setDoc, where } from 'firebase/firestore/lite';
import { COLLECTIONS, IMAGE_DRAFTS_COLLECTION } from '@/config/collections';
import { JOB_PHOTOS_MAX } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { storageNames, storagePath, type StorageNames } from '@/domain/storage-names';
import type { AdminUser, GalleryPhoto, PhotoUploadInput } from '@/domain/types';
import { uploadError } from '../shared/errors';
import { checkPhotoUpload } from '../shared/input-rules';
import { jobFull } from '../shared/job-errors';
import { settleWithin, unlessAborted } from '../shared/timing';
import { isConnectionFailure, watchUpload, type UploadWatch } from '../shared/upload-watch';
import { logActivity } from './activity-log';
import { existingJob } from './admin-jobs';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { toPhoto } from './mappers';
import { countUpToLimit } from './paging';
import { removeQuietly, type StorageGateway } from './storage-gateway';

/**
 * The display file and the thumbnail go to Storage (see storage-names.ts) with progress over
 * both, then the document is saved (server time), then image_upload is logged. Nothing is left behind on failure:
 * files that did upload are deleted again, and the error is BackendError upload/failed (files) or
 * upload/metadata-failed (document).
 * A bad connection ends the file phase too (shared/upload-watch.ts): no progress for timing.uploadStallMs gives
 * upload/stalled, the browser going offline upload/offline; both transfers are cancelled. The clean-up of stored
 * parts waits at most timing.fileRemovalWaitMs and goes on in the background after that (with Storage unreachable
 * it cannot finish; `npm run storage:orphans` finds such files later), so the failure reaches the staff at once.
 */
export async function uploadPhoto(
  ctx: AdminContext,
  input: PhotoUploadInput,
  onProgress: (percent: number) => void,
): Promise<GalleryPhoto> {
  const user = await requireAdmin(ctx.auth);
  checkPhotoUpload(input, ctx.now()); // before any file is stored
  const collectionName = input.job ? await jobPhotoCollection(ctx, input.job.jobId) : COLLECTIONS.images;
  const names = storageNames(ctx.now().getTime(), input.originalName, { display: input.display.type, thumbnail: input.thumbnail.type });
  const paths = [storagePath(names.fileName), storagePath(names.thumbnailFileName)];

  const watch = watchUpload(ctx.timing.uploadStallMs);
  let storage: StorageGateway;
  let urls: [string, string];
  try {
    // Loading firebase/storage is part of the watched phase: on a dead connection the chunk may not come either.
    storage = await unlessAborted(ctx.storage(), watch.signal).catch((error: unknown) => {
      throw isConnectionFailure(error) ? error : uploadError('upload/failed', error);
    });
    urls = await uploadFiles(ctx, storage, paths, [input.display, input.thumbnail], onProgress, watch);
  } finally {
    watch.stop();
  }
  const [imageUrl, thumbnailUrl] = urls;

  const ref = doc(collection(ctx.db, collectionName));
  const fields = documentFields(input, names, imageUrl, thumbnailUrl, user);
  try {
    await setDoc(ref, { ...fields, uploadedAt: serverTimestamp() });
  } catch (error) {
    await removeSoon(ctx, storage, paths);
    throw uploadError('upload/metadata-failed', error);
  }

  await logActivity(ctx.db, activityDrafts.imageUpload(ref.id, input.title, user.uid));
  return readBack(ctx, collectionName, ref.id, fields);
}

/**
 * Where a photo filed under a job goes, checked before any file is stored: constructionImages when the job is
 * published, else IMAGE_DRAFTS_COLLECTION (which visitors cannot read); not-found without the job, job/full when
 * that collection already holds JOB_PHOTOS_MAX of its photos.
 */
async function jobPhotoCollection(ctx: AdminContext, jobId: string): Promise<string> {
  const job = await existingJob(ctx, jobId);
  const name = job.get('isPublished') === true ? COLLECTIONS.images : IMAGE_DRAFTS_COLLECTION;
  const held = await countUpToLimit(query(collection(ctx.db, name), where('jobId', '==', jobId)));
  if (held >= JOB_PHOTOS_MAX) throw jobFull();
  return name;
}

/**
 * Removes the files, waiting at most timing.fileRemovalWaitMs (not at all after a connection failure: Storage
 * is not answering, so the failure is reported at once); the rest goes on in the background (logged).
 */
async function removeSoon(ctx: AdminContext, storage: StorageGateway, paths: string[], reason?: unknown): Promise<void> {
  const removal = removeQuietly(storage, paths);
  if (!isConnectionFailure(reason)) await settleWithin(removal, ctx.timing.fileRemovalWaitMs);
}

async function uploadFiles(
  ctx: AdminContext,
  storage: StorageGateway,
  paths: string[],
  blobs: Blob[],
  onProgress: (percent: number) => void,
  watch: UploadWatch,
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
      storage
        .upload(
          paths[index] ?? '',
          blob,
          (bytes) => {
            watch.progressed();
            sent[index] = bytes;
            report();
          },
          watch.signal,
        )
        .catch((error: unknown) => {
          // One file failed: the other one is cancelled too, so the failure is reported without waiting for it.
          watch.abort(error);
          throw error;
        }),
    ),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) {
    // The watch's reason (stalled, offline) if it ended the upload, else the first file's own error.
    const reason: unknown = watch.signal.aborted ? watch.signal.reason : failure.reason;
    await removeSoon(ctx, storage, paths, reason);
    throw isConnectionFailure(reason) ? reason : uploadError('upload/failed', reason);
  }
  const urls = results.map((result) => (result.status === 'fulfilled' ? result.value : ''));
  return [urls[0] ?? '', urls[1] ?? ''];
}

function documentFields(input: PhotoUploadInput, names: StorageNames, imageUrl: string, thumbnailUrl: string, user: AdminUser) {
  return {
    title: input.title,
    category: input.category,
    workType: input.workType,
    description: input.description,
    // A Date: Firestore stores it as a timestamp (firestore.rules isTakenAt).
    takenAt: input.takenAt,
    imageUrl,
    thumbnailUrl,
    fileName: names.fileName,
    thumbnailFileName: names.thumbnailFileName,
    uploaderUid: user.uid,
    uploaderEmail: user.email,
    isFeatured: false,
    isHeroImage: false,
    ...(input.job ? { jobId: input.job.jobId, stage: input.job.stage } : {}),
  };
}

/** The saved photo with its server time; if reading it back fails, the local clock stands in. */
async function readBack(
  ctx: AdminContext,
  collectionName: string,
  id: string,
  fields: ReturnType<typeof documentFields>,
): Promise<GalleryPhoto> {
  try {
    const snapshot = await getDoc(doc(ctx.db, collectionName, id));
    if (snapshot.exists()) {
      return toPhoto(id, snapshot.data());
    }
  } catch (error) {
    console.warn('[firebase] could not read back the uploaded image', error);
  }
  return toPhoto(id, { ...fields, uploadedAt: ctx.now() });
}
