import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  updateDoc,
  where,
  type DocumentSnapshot,
} from 'firebase/firestore/lite';
import { COLLECTIONS } from '../../config/constants';
import { activityDrafts } from '../../domain/activity';
import { BackendError } from '../../domain/errors';
import type { ImageEdit } from '../../domain/types';
import type { AdminContext } from './context';
import { logActivity } from './activity-log';
import { requireAdmin } from './auth-session';
import { removeQuietly } from './image-upload';
import { storagePath } from '../../domain/storage-names';

/** Image writes of the admin part (spec 7 "Image management"): admin check first, activity last. */

function imageRef(ctx: AdminContext, id: string) {
  return doc(ctx.db, COLLECTIONS.images, id);
}

function notFound(id: string): BackendError {
  return new BackendError('not-found', `이미지를 찾을 수 없습니다: ${id}`);
}

async function existingImage(ctx: AdminContext, id: string): Promise<DocumentSnapshot> {
  const snapshot = await getDoc(imageRef(ctx, id));
  if (!snapshot.exists()) throw notFound(id);
  return snapshot;
}

export async function updateImage(ctx: AdminContext, id: string, edit: ImageEdit): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  // Read first: for a missing document the security rules would answer permission-denied, not not-found.
  const snapshot = await existingImage(ctx, id);
  await updateDoc(snapshot.ref, { title: edit.title, category: edit.category, description: edit.description });
  await logActivity(ctx.db, activityDrafts.imageUpdate(id, edit.title, user.uid));
}

export async function setImageFeatured(ctx: AdminContext, id: string, isFeatured: boolean): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingImage(ctx, id);
  await updateDoc(snapshot.ref, { isFeatured });
  await logActivity(ctx.db, activityDrafts.imageFeatureToggle(id, String(snapshot.get('title') ?? ''), isFeatured, user.uid));
}

/**
 * Spec 4: setting the hero clears the previous one atomically. The current heroes are found by a query (queries
 * cannot run inside a client transaction), then ONE transaction re-reads them and the new image, clears every
 * image that is still a hero and flags the new one; a concurrent change makes Firestore retry it.
 */
export async function setHeroImage(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const heroes = await getDocs(query(collection(ctx.db, COLLECTIONS.images), where('isHeroImage', '==', true)));
  const title = await runTransaction(ctx.db, async (transaction) => {
    const target = await transaction.get(imageRef(ctx, id));
    if (!target.exists()) throw notFound(id);
    const current = await Promise.all(heroes.docs.filter((hero) => hero.id !== id).map((hero) => transaction.get(hero.ref)));
    for (const hero of current) {
      if (hero.exists() && hero.get('isHeroImage') === true) transaction.update(hero.ref, { isHeroImage: false });
    }
    transaction.update(target.ref, { isHeroImage: true });
    return String(target.get('title') ?? '');
  });
  await logActivity(ctx.db, activityDrafts.imageHero(id, title, user.uid));
}

/**
 * Deletes the document, then its files (display and thumbnail). The document goes first: if a file cannot be
 * deleted, an unreferenced file is left (logged), never a gallery entry pointing at a missing file.
 * A file that is already gone is fine.
 */
export async function deleteImage(ctx: AdminContext, id: string): Promise<void> {
  const user = await requireAdmin(ctx.auth);
  const snapshot = await existingImage(ctx, id);
  const names = [snapshot.get('fileName'), snapshot.get('thumbnailFileName')].filter(
    (name): name is string => typeof name === 'string' && name !== '',
  );
  await deleteDoc(snapshot.ref);
  if (names.length > 0) {
    const storage = await ctx.storage().catch((error: unknown) => {
      console.warn('[firebase] storage unavailable: the files of the deleted image stay', names, error);
      return null;
    });
    if (storage) await removeQuietly(storage, names.map(storagePath));
  }
  await logActivity(ctx.db, activityDrafts.imageDelete(id, String(snapshot.get('title') ?? ''), user.uid));
}
