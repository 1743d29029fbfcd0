import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  runTransaction,
  updateDoc,
  where,
  writeBatch,
  type DocumentReference,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS, IMAGE_DRAFTS_COLLECTION } from '@/config/collections';
import { MAX_PAGE_SIZE } from '@/config/limits';
import { activityDrafts, type ActivityDraft } from '@/domain/activity';
import { errorCode } from '@/domain/errors';
import type { PhotoEdit } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { photoNotFound } from '../shared/errors';
import { imageFilePaths } from '../shared/image-files';
import { checkPhotoFields } from '../shared/input-rules';
import { settleWithin } from '../shared/timing';
import { activityFields, logActivity } from './activity-log';
import { requireAdmin } from './auth-session';
import type { AdminContext } from './context';
import { ensureHeroSettings, heroSettingsRef } from './hero-settings';
import { orphanFileFields, orphanFileRef, removeRecordedFiles } from './orphan-files';
import { removeQuietly } from './storage-gateway';

/** Gallery photo writes of the admin part: admin check first, activity last. */

function imageRef(ctx: AdminContext, id: string) {
  return doc(ctx.db, COLLECTIONS.images, id);
}

async function existingGalleryPhoto(ctx: AdminContext, id: string): Promise<DocumentSnapshot> {
  if (!isDocumentId(id)) throw photoNotFound(id);
  const snapshot = await getDoc(imageRef(ctx, id));
  if (!snapshot.exists()) throw photoNotFound(id);
  return snapshot;
}

/** A photo in the gallery or, failing that, a job's draft (edits and deletes work on both). */
async function existingPhoto(ctx: AdminContext, id: string): Promise<DocumentSnapshot> {
  if (!isDocumentId(id)) throw photoNotFound(id);
  const [published, draft] = await Promise.all([getDoc(imageRef(ctx, id)), getDoc(doc(ctx.db, IMAGE_DRAFTS_COLLECTION, id))]);
  if (published.exists()) return published;
  if (draft.exists()) return draft;
  throw photoNotFound(id);
}

export async function updatePhoto(ctx: AdminContext, id: string, edit: PhotoEdit): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  checkPhotoFields(edit);
  // Read first: for a missing document the security rules would answer permission-denied, not not-found.
  const snapshot = await existingPhoto(ctx, id);
  await updateDoc(snapshot.ref, { title: edit.title, category: edit.category, workType: edit.workType, description: edit.description });
  await logActivity(ctx.db, activityDrafts.imageUpdate(id, edit.title, user.uid));
}

export async function setPhotoFeatured(ctx: AdminContext, id: string, isFeatured: boolean): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingGalleryPhoto(ctx, id);
  await updateDoc(snapshot.ref, { isFeatured });
  await logActivity(ctx.db, activityDrafts.imageFeatureToggle(id, String(snapshot.get('title') ?? ''), isFeatured, user.uid));
}

/**
 * Setting the hero clears the previous one atomically, and settings/hero names the new one (firestore.rules
 * accept the flag only on the photo settings/hero names, and a new name only once the old hero is cleared: at most
 * one hero on the server). The flagged photos are found by a query (queries cannot run inside a client
 * transaction; at most MAX_PAGE_SIZE, far more than old data can have), then ONE transaction reads settings/hero,
 * the new photo and every candidate (those found and the one settings/hero names), clears each that is still
 * flagged, flags the new photo and names it in settings/hero; a concurrent change makes Firestore retry it.
 * Data from before settings/hero existed (a hero flag, no settings document): settings/hero is first created to
 * record the old hero (ensureHeroSettings, its own transaction: the rules accept no new flag before it exists).
 */
export async function setHeroPhoto(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  if (!isDocumentId(id)) throw photoNotFound(id);
  await ensureHeroSettings(ctx.db);
  const heroes = await getDocs(query(collection(ctx.db, COLLECTIONS.images), where('isHeroImage', '==', true), limit(MAX_PAGE_SIZE)));
  const settingsRef = heroSettingsRef(ctx.db);
  const title = await runTransaction(ctx.db, async (transaction) => {
    const settings = await transaction.get(settingsRef);
    const target = await transaction.get(imageRef(ctx, id));
    if (!target.exists()) throw photoNotFound(id);
    const named: unknown = settings.exists() ? settings.get('imageId') : null;
    const candidates = new Set(heroes.docs.map((hero) => hero.id));
    if (isDocumentId(named)) candidates.add(named);
    candidates.delete(id);
    const current = await Promise.all([...candidates].map((candidate) => transaction.get(imageRef(ctx, candidate))));
    for (const hero of current) {
      if (hero.exists() && hero.get('isHeroImage') === true) transaction.update(hero.ref, { isHeroImage: false });
    }
    transaction.update(target.ref, { isHeroImage: true });
    transaction.set(settingsRef, { imageId: id });
    return String(target.get('title') ?? '');
  });
  await logActivity(ctx.db, activityDrafts.imageHero(id, title, user.uid));
}

/**
 * Deletes a photo (in the gallery, or a job's draft) the way staff on a bad connection need it: ONE batch deletes the document, writes image_delete
 * and records both files in orphanFiles (so a closed tab loses neither the activity nor track of the files); then
 * the files are removed and their records with them. The delete waits for that at most timing.fileRemovalWaitMs:
 * with Storage reachable the files are gone when it returns; otherwise their removal goes on in the background
 * (the SDK retries for STORAGE_MAX_OPERATION_RETRY_MS) and whatever is left stays recorded for
 * `npm run storage:orphans`. The document goes first, so a gallery entry never points at a missing file.
 */
export async function deletePhoto(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingPhoto(ctx, id);
  const paths = imageFilePaths(snapshot.get('fileName'), snapshot.get('thumbnailFileName'));
  const activity = activityDrafts.imageDelete(id, String(snapshot.get('title') ?? ''), user.uid);
  const recorded = await commitDeletion(ctx, snapshot.ref, activity, paths, user.uid);
  if (paths.length === 0) return;
  const removal = recorded ? removeRecordedFiles(ctx, paths) : removeUnrecordedFiles(ctx, paths);
  await settleWithin(removal, ctx.timing.fileRemovalWaitMs);
}

/**
 * The batch of a deletion; resolves to whether the files were recorded. If the rules refuse the batch
 * (permission-denied: e.g. rules deployed without orphanFiles, or an activity they do not accept), the document
 * is deleted alone and the activity logged as every other write logs it (its failure is only logged).
 */
async function commitDeletion(
  ctx: AdminContext,
  ref: DocumentReference,
  activity: ActivityDraft,
  paths: string[],
  uid: string,
): Promise<boolean> {
  const batch = writeBatch(ctx.db);
  batch.delete(ref);
  batch.set(doc(collection(ctx.db, COLLECTIONS.activities)), activityFields(activity));
  for (const path of paths) batch.set(orphanFileRef(ctx.db, path), orphanFileFields(path, ref.id, uid));
  try {
    await batch.commit();
    return true;
  } catch (error) {
    if (errorCode(error) !== 'permission-denied') throw error;
    console.warn('[firebase] the deletion batch was refused: deleting the document alone', ref.id, error);
  }
  await deleteDoc(ref);
  await logActivity(ctx.db, activity);
  return false;
}

/** The files of a deletion whose batch could not record them: removed, and logged when that fails. */
async function removeUnrecordedFiles(ctx: AdminContext, paths: string[]): Promise<void> {
  try {
    await removeQuietly(await ctx.storage(), paths);
  } catch (error) {
    console.warn('[firebase] storage unavailable: the files of the deleted image stay (unrecorded)', paths, error);
  }
}
