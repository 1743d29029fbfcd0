import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, ORPHAN_FILES_COLLECTION } from '@/config/collections';
import { MAX_QUERY_LIMIT } from '@/config/limits';
import { ADMIN_UID, assertFails, assertSucceeds, clientTime, describe, it, setUpRulesEnvironment, USER_UID } from './support/rules-env';
import { storedImage } from './support/rules-fixtures';

/**
 * firestore.rules for orphanFiles: files of deleted photos still to be removed from Storage. Administrators write
 * a record in the batch that deletes the photo (what src/backend/firebase/admin-photos.ts deletePhoto does),
 * read and delete records; nobody else touches them, and no record can name the file of a photo that stays.
 */
const rules = setUpRulesEnvironment();
// The seeded image img-1 has the file 1700000000000-a.jpg.
const FILE = '1700000000000-a.jpg';
const record = (db: Firestore, name = FILE) => doc(db, ORPHAN_FILES_COLLECTION, name);
const img1 = (db: Firestore) => doc(db, COLLECTIONS.images, 'img-1');

function orphanRecord(overrides: DocumentData = {}): DocumentData {
  return { path: `constructionImages/${FILE}`, imageId: 'img-1', uid: ADMIN_UID, createdAt: serverTimestamp(), ...overrides };
}

/** The photo's deletion with the record of its file, in one batch. */
function deleteWithRecord(db: Firestore, data: DocumentData = orphanRecord(), name = FILE) {
  const batch = writeBatch(db);
  batch.delete(img1(db));
  batch.set(record(db, name), data);
  return batch.commit();
}

describe('orphanFiles', () => {
  it('an admin records the files of an image in the batch that deletes it, reads and deletes the record', async () => {
    const { admin } = rules.as;
    await assertSucceeds(deleteWithRecord(admin));
    await assertSucceeds(getDoc(record(admin)));
    await assertSucceeds(deleteDoc(record(admin)));
  });

  it('refuses a record for an image that stays', async () => {
    const { admin } = rules.as;
    await assertFails(setDoc(record(admin), orphanRecord()));
  });

  it('refuses malformed records, even from an admin deleting the image', async () => {
    const { admin } = rules.as;
    await assertFails(deleteWithRecord(admin, orphanRecord({ path: 'constructionImages/other.jpg' })));
    await assertFails(deleteWithRecord(admin, orphanRecord({ path: `elsewhere/${FILE}` })));
    await assertFails(deleteWithRecord(admin, orphanRecord({ uid: 'someone-else' })));
    await assertFails(deleteWithRecord(admin, orphanRecord({ createdAt: clientTime() })));
    await assertFails(deleteWithRecord(admin, orphanRecord({ imageId: '' })));
    await assertFails(deleteWithRecord(admin, orphanRecord({ extra: true })));
    const { uid: _omitted, ...withoutUid } = orphanRecord();
    await assertFails(deleteWithRecord(admin, withoutUid));
  });

  it('a record names only a file the deleted image named: its display file or thumbnail', async () => {
    const { admin } = rules.as;
    const image = { ...storedImage(), fileName: '1700000000001-b.jpg', thumbnailFileName: '1700000000001-thumb-b.webp' };
    await rules.seed((db) => setDoc(doc(db, COLLECTIONS.images, 'img-2'), image));
    const batch = writeBatch(admin);
    batch.delete(doc(admin, COLLECTIONS.images, 'img-2'));
    for (const name of [image.fileName, image.thumbnailFileName]) {
      batch.set(record(admin, name), orphanRecord({ path: `constructionImages/${name}`, imageId: 'img-2' }));
    }
    await assertSucceeds(batch.commit());
  });

  it("refuses a record of a live image's file: alone with an invented image id, or riding in a real delete batch", async () => {
    const { admin } = rules.as;
    // Alone: the invented image never existed, so "gone after the write" proved nothing.
    await assertFails(setDoc(record(admin), orphanRecord({ imageId: 'invented-image-id' })));
    // Riding in the batch that really deletes another image (img-2), naming either image.
    await rules.seed((db) =>
      setDoc(doc(db, COLLECTIONS.images, 'img-2'), { ...storedImage(), fileName: '1700000000001-b.jpg', thumbnailFileName: null }),
    );
    for (const imageId of ['img-2', 'img-1', 'invented-image-id']) {
      const batch = writeBatch(admin);
      batch.delete(doc(admin, COLLECTIONS.images, 'img-2'));
      batch.set(record(admin, '1700000000001-b.jpg'), orphanRecord({ path: 'constructionImages/1700000000001-b.jpg', imageId: 'img-2' }));
      batch.set(record(admin), orphanRecord({ imageId }));
      await assertFails(batch.commit());
    }
    // img-1 and its file are still there.
    await assertSucceeds(getDoc(img1(admin)));
  });

  it('admins list records only with a limit of at most MAX_QUERY_LIMIT', async () => {
    const { admin } = rules.as;
    const records = collection(admin, ORPHAN_FILES_COLLECTION);
    await assertSucceeds(getDocs(query(records, limit(MAX_QUERY_LIMIT))));
    await assertFails(getDocs(query(records, limit(MAX_QUERY_LIMIT + 1))));
    await assertFails(getDocs(records));
  });

  it('visitors and signed-in non-admins cannot read, write or delete records', async () => {
    await assertSucceeds(deleteWithRecord(rules.as.admin));
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(record(db)));
      await assertFails(deleteDoc(record(db)));
      await assertFails(setDoc(record(db, 'x.jpg'), orphanRecord({ path: 'constructionImages/x.jpg', imageId: 'gone', uid: USER_UID })));
    }
  });
});
