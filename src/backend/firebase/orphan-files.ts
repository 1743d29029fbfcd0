import { deleteDoc, doc, serverTimestamp, type Firestore } from 'firebase/firestore/lite';
import { ORPHAN_FILES_COLLECTION } from '@/config/collections';
import { orphanFileName } from '../shared/image-files';
import type { AdminContext } from './context';
import type { StorageGateway } from './storage-gateway';

/**
 * Files of deleted photos that are still to be removed from Storage (collection orphanFiles, one document per
 * file, its id the file's name). The record is written in the SAME batch that deletes the photo document, so a
 * file can never be left unrecorded: not when Storage is unreachable, not when the tab closes before the removal
 * finished. It is deleted once the file is gone; `npm run storage:orphans` removes the files of the records that
 * are left. firestore.rules: only administrators write and read them (match /orphanFiles/{fileName}).
 */
export function orphanFileRef(db: Firestore, path: string) {
  return doc(db, ORPHAN_FILES_COLLECTION, orphanFileName(path));
}

/** The record of `path`, a file of the deleted photo `imageId`, written by `uid`. */
export function orphanFileFields(path: string, imageId: string, uid: string) {
  return { path, imageId, uid, createdAt: serverTimestamp() };
}

/**
 * Removes the files of a deleted photo and then their records. Never throws: a file that cannot be removed now
 * (Storage unreachable, the storage chunk not loading) keeps its record and is logged.
 */
export async function removeRecordedFiles(ctx: AdminContext, paths: string[]): Promise<void> {
  let storage: StorageGateway;
  try {
    storage = await ctx.storage();
  } catch (error) {
    console.warn('[firebase] storage unavailable: the files stay recorded in orphanFiles', paths, error);
    return;
  }
  await Promise.all(
    paths.map(async (path) => {
      try {
        await storage.remove(path);
      } catch (error) {
        console.warn('[firebase] could not delete the file: it stays recorded in orphanFiles', path, error);
        return;
      }
      await deleteDoc(orphanFileRef(ctx.db, path)).catch((error: unknown) => {
        console.warn('[firebase] file deleted, but its orphanFiles record stays (storage:orphans clears it)', path, error);
      });
    }),
  );
}
