import { JOB_PHOTOS_MAX } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { BackendError } from '@/domain/errors';
import { storageNames, storagePath } from '@/domain/storage-names';
import type { GalleryPhoto, PhotoUploadInput } from '@/domain/types';
import { uploadError } from '../shared/errors';
import { checkPhotoUpload } from '../shared/input-rules';
import { jobFull, jobNotFound } from '../shared/job-errors';
import { unlessAborted } from '../shared/timing';
import { isConnectionFailure, watchUpload, type UploadWatch } from '../shared/upload-watch';
import { logActivity } from './activity-log';
import { delay, type DemoContext, type DemoSessionContext } from './context';
import { orderKeyOf, type PhotoRecord } from './db';
import { fileReference } from './file-store';
import { newId } from './ids';
import { jobRecord } from './job-reads';
import { toPhotoOrNull } from './photo-lists';

/** The simulated transfer reports progress in this many chunks, so the admin's progress bar really moves. */
const UPLOAD_PROGRESS_STEPS = 8;

/**
 * Reports 0, then the bytes "sent" after each chunk, up to (not including) 100. Watched like a real transfer: a
 * stalled "storage" (faults.stallFiles) makes no progress, so the watch ends it (upload/stalled), as it does when
 * the browser goes offline (upload/offline).
 */
async function simulateTransfer(
  ctx: DemoContext,
  totalBytes: number,
  stepMs: number,
  onProgress: (percent: number) => void,
  watch: UploadWatch,
): Promise<void> {
  const answered = () => unlessAborted(ctx.faults.filesAnswer(), watch.signal);
  onProgress(0);
  const chunk = Math.max(1, Math.ceil(totalBytes / UPLOAD_PROGRESS_STEPS));
  for (let sent = chunk; sent < totalBytes; sent += chunk) {
    await answered();
    await unlessAborted(delay(stepMs), watch.signal);
    watch.progressed();
    onProgress(Math.min(99, Math.floor((sent / totalBytes) * 100)));
  }
  await answered();
}

/**
 * Where a photo filed under a job goes, checked before anything is stored: the gallery's photos when the job is
 * published, else its drafts (imageDrafts); not-found without the job, job/full when that table already holds
 * JOB_PHOTOS_MAX of its photos.
 */
async function jobPhotoTable(ctx: DemoContext, jobId: string): Promise<'images' | 'imageDrafts'> {
  const job = await jobRecord(ctx, jobId);
  if (!job) throw jobNotFound(jobId);
  const table = job.isPublished === 1 ? 'images' : 'imageDrafts';
  if ((await ctx.db[table].where('jobId').equals(jobId).count()) >= JOB_PHOTOS_MAX) throw jobFull();
  return table;
}

/**
 * Stores the display file and the thumbnail (see storage-names.ts for the paths), then the record, then the
 * image_upload activity. Nothing is left behind on failure: the files are written in one transaction
 * (upload/failed; upload/stalled or upload/offline when the watched transfer was given up, before anything was
 * stored), and a failed record write deletes them again (upload/metadata-failed).
 */
export async function uploadPhoto(
  ctx: DemoSessionContext,
  stepMs: number,
  input: PhotoUploadInput,
  onProgress: (percent: number) => void,
): Promise<GalleryPhoto> {
  const user = ctx.auth.requireAdmin();
  checkPhotoUpload(input, ctx.now());
  await ctx.latency();
  const table = input.job ? await jobPhotoTable(ctx, input.job.jobId) : 'images';
  const uploadedAt = ctx.now().getTime();
  const names = storageNames(uploadedAt, input.originalName, { display: input.display.type, thumbnail: input.thumbnail.type });
  const displayPath = storagePath(names.fileName);
  const thumbnailPath = storagePath(names.thumbnailFileName);

  const watch = watchUpload(ctx.timing.uploadStallMs);
  try {
    try {
      await simulateTransfer(ctx, input.display.size + input.thumbnail.size, stepMs, onProgress, watch);
    } finally {
      watch.stop();
    }
    await ctx.files.put([
      { path: displayPath, blob: input.display },
      { path: thumbnailPath, blob: input.thumbnail },
    ]);
  } catch (error) {
    throw isConnectionFailure(error) ? error : uploadError('upload/failed', error);
  }
  onProgress(100);

  const record: PhotoRecord = {
    id: newId(),
    title: input.title,
    category: input.category,
    workType: input.workType,
    description: input.description,
    takenAt: input.takenAt ? input.takenAt.getTime() : null,
    imageUrl: fileReference(displayPath),
    thumbnailUrl: fileReference(thumbnailPath),
    fileName: names.fileName,
    thumbnailFileName: names.thumbnailFileName,
    uploadedAt,
    orderKey: orderKeyOf(uploadedAt),
    uploaderUid: user.uid,
    uploaderEmail: user.email,
    isFeatured: 0,
    isHeroImage: 0,
    ...(input.job ? { jobId: input.job.jobId, stage: input.job.stage } : {}),
  };
  try {
    ctx.faults.check('imageWrite');
    await ctx.db[table].add(record);
  } catch (error) {
    await ctx.files.remove([displayPath, thumbnailPath]).catch((cleanupError: unknown) => {
      console.warn('[demo backend] could not remove the files of a failed upload', cleanupError);
    });
    throw uploadError('upload/metadata-failed', error);
  }

  await logActivity(ctx, activityDrafts.imageUpload(record.id, record.title, user.uid));
  const photo = await toPhotoOrNull(ctx, record);
  if (!photo) throw new BackendError('unknown', 'uploaded image could not be read');
  return photo;
}
