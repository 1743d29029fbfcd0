import { activityDrafts } from '@/domain/activity';
import type { PhotoEdit } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { photoNotFound } from '../shared/errors';
import { imageFilePaths } from '../shared/image-files';
import { checkPhotoFields } from '../shared/input-rules';
import { settleWithin } from '../shared/timing';
import { addActivityInTransaction, logActivity } from './activity-log';
import type { DemoContext, DemoSessionContext } from './context';
import type { PhotoRecord } from './db';

/** Gallery photo writes of the admin part. Each checks the administrator first and logs its activity. */

async function existingGalleryPhoto(ctx: DemoSessionContext, id: string): Promise<PhotoRecord> {
  const record = isDocumentId(id) ? await ctx.db.images.get(id) : undefined;
  if (!record) throw photoNotFound(id);
  return record;
}

/** A photo in the gallery or a draft of a job (edits and deletes work on both), with the table it is in. */
async function existingPhoto(ctx: DemoSessionContext, id: string): Promise<{ record: PhotoRecord; table: 'images' | 'imageDrafts' }> {
  const draft = isDocumentId(id) ? await ctx.db.imageDrafts.get(id) : undefined;
  return draft ? { record: draft, table: 'imageDrafts' } : { record: await existingGalleryPhoto(ctx, id), table: 'images' };
}

export async function updatePhoto(ctx: DemoSessionContext, id: string, edit: PhotoEdit): Promise<void> {
  const user = ctx.auth.requireAdmin();
  checkPhotoFields(edit);
  await ctx.latency();
  const { table } = await existingPhoto(ctx, id);
  ctx.faults.check('imageWrite');
  await ctx.db[table].update(id, { title: edit.title, category: edit.category, workType: edit.workType, description: edit.description });
  await logActivity(ctx, activityDrafts.imageUpdate(id, edit.title, user.uid));
}

export async function setPhotoFeatured(ctx: DemoSessionContext, id: string, isFeatured: boolean): Promise<void> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  const record = await existingGalleryPhoto(ctx, id);
  ctx.faults.check('imageWrite');
  await ctx.db.images.update(id, { isFeatured: isFeatured ? 1 : 0 });
  await logActivity(ctx, activityDrafts.imageFeatureToggle(id, record.title, isFeatured, user.uid));
}

/**
 * One transaction: every current hero is cleared and this photo flagged, so there is exactly one hero after. This is
 * the demo's equivalent of Firebase's settings/hero check: IndexedDB runs the transaction over the isHeroImage index
 * with nobody else writing, so the flagged records themselves are the truth (old data with several heroes included).
 */
export async function setHeroPhoto(ctx: DemoSessionContext, id: string): Promise<void> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  const { db } = ctx;
  const title = await db.transaction('rw', db.images, async () => {
    const record = await existingGalleryPhoto(ctx, id);
    ctx.faults.check('imageWrite');
    await db.images.where('isHeroImage').equals(1).modify({ isHeroImage: 0 });
    await db.images.update(id, { isHeroImage: 1 });
    return record.title;
  });
  await logActivity(ctx, activityDrafts.imageHero(id, title, user.uid));
}

/**
 * Deletes a photo (in the gallery, or a job's draft) like the Firebase adapter does: one transaction deletes the record, writes image_delete (unless
 * an activity fault is armed: then it is only logged, as on Firebase) and records the files as still to be removed; then
 * the files go (missing ones are ignored, e.g. seeded records whose pictures ship with the site) with their
 * records. The delete waits for that at most timing.fileRemovalWaitMs; a stalled "storage" (faults.stallFiles)
 * leaves it running in the background.
 */
export async function deletePhoto(ctx: DemoSessionContext, id: string): Promise<void> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  const { db } = ctx;
  const { record, table } = await existingPhoto(ctx, id);
  const paths = imageFilePaths(record.fileName, record.thumbnailFileName);
  const activity = activityDrafts.imageDelete(id, record.title, user.uid);
  const at = ctx.now();
  await db.transaction('rw', [db[table], db.activities, db.orphanFiles], async () => {
    ctx.faults.check('imageWrite');
    await db[table].delete(id);
    await db.orphanFiles.bulkPut(paths.map((path) => ({ path, imageId: id, uid: user.uid, createdAt: at.getTime() })));
    await addActivityInTransaction(ctx, activity, at);
  });
  if (paths.length > 0) await settleWithin(removeRecordedFiles(ctx, paths), ctx.timing.fileRemovalWaitMs);
}

/** Removes the files and their records once "storage" answers. Never throws (a failure is logged). */
async function removeRecordedFiles(ctx: DemoContext, paths: string[]): Promise<void> {
  const { db } = ctx;
  try {
    await ctx.faults.filesAnswer();
    await db.transaction('rw', db.files, db.orphanFiles, async () => {
      await ctx.files.remove(paths);
      await db.orphanFiles.bulkDelete(paths);
    });
  } catch (error) {
    console.warn('[demo backend] could not remove the files of a deleted image', paths, error);
  }
}
