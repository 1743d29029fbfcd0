import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseAdapter } from '@/backend/firebase/adapter';
import { ORPHAN_FILES_COLLECTION } from '@/config/collections';
import { adminOrphanStore, planOrphans, removeOrphans } from '../../scripts/firebase/orphan-sweep.mjs';
import { uploadInput } from '../backend/contract/fixtures';
import { adminSdk } from './support/admin-sdk';
import { CONTRACT_PROJECT, clearFirestore, emulatorAdapterSettings, loadFirestoreRules } from './support/emulator-env';
import { MemoryStorage } from './support/memory-storage';
import { StallingStorage } from './support/stalling-storage';

/**
 * From the staff's delete to `npm run storage:orphans`: the Firebase adapter on the emulators (firestore.rules
 * loaded) deletes a photo while Storage does not answer, which leaves its files recorded in orphanFiles; the
 * script's store (firebase-admin on the Firestore emulator, a double of the bucket over the same in-memory files)
 * then finds and removes them, and an old stray file, and nothing a photo still names.
 */
// The contract run's project: the Auth emulator serves client sign-ins for its default project only. The test
// files run one at a time, and each clears the Firestore data it uses.
const PROJECT = CONTRACT_PROJECT;
const ADMIN = { email: 'admin@example.com', password: 'demo1234', admin: true };
const admin = adminSdk(PROJECT);
const storage = new MemoryStorage(`${CONTRACT_PROJECT}.appspot.com`);
const network = new StallingStorage(storage);

/** The bucket slice the script uses, over the MemoryStorage; a file's creation time is its name's timestamp. */
const bucket = {
  async getFiles({ prefix }: { prefix: string }) {
    const files = storage
      .paths()
      .filter((path) => path.startsWith(prefix))
      .map((name) => ({ name, metadata: { timeCreated: new Date(Number(/\/(\d+)-/.exec(name)?.[1] ?? 0)).toISOString() } }));
    return [files] as [typeof files];
  },
  file(name: string) {
    return { delete: async () => storage.files.delete(name) };
  },
};

beforeAll(async () => {
  setLogLevel('error');
  await loadFirestoreRules(PROJECT);
  await clearFirestore(PROJECT);
  await admin.ensureUser(ADMIN);
});

afterAll(async () => {
  await admin.dispose();
});

describe('storage:orphans after deletes on a dead connection', () => {
  it('removes the recorded files of a deleted image and an old stray file, and keeps a live image’s files', async () => {
    const adapter = createFirebaseAdapter({
      settings: emulatorAdapterSettings('orphans'),
      storage: network,
      timing: { uploadStallMs: 1000, fileRemovalWaitMs: 300 },
    });
    try {
      await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
      const backend = await adapter.adminBackend();
      const kept = await backend.uploadPhoto(uploadInput('남길 사진'), () => {});
      const deleted = await backend.uploadPhoto(uploadInput('지울 사진'), () => {});
      const deletedPaths = [`constructionImages/${deleted.fileName}`, `constructionImages/${deleted.thumbnailFileName}`].sort();
      const keptPaths = [`constructionImages/${kept.fileName}`, `constructionImages/${kept.thumbnailFileName}`].sort();
      // A part of an upload that failed long ago and could not be cleaned up.
      storage.files.set('constructionImages/1700000000000-stray.jpg', new Blob(['x'], { type: 'image/jpeg' }));

      const release = network.stallUntilReleased();
      await backend.deletePhoto(deleted.id);
      const recorded = await admin.db.collection(ORPHAN_FILES_COLLECTION).get();
      expect(recorded.docs.map((record) => record.get('path')).sort()).toEqual(deletedPaths);
      expect(recorded.docs[0]?.data()).toMatchObject({ imageId: deleted.id, uid: expect.any(String), createdAt: expect.anything() });

      // One document a read: the paged reads (every query with a limit) run on the real SDK.
      const store = adminOrphanStore(admin.db, bucket, { pageSize: 1 });
      const plan = await planOrphans(store);
      expect(plan.recorded.map(({ record, stored }) => [record.path, stored]).sort()).toEqual(deletedPaths.map((path) => [path, true]));
      expect(plan.unreferenced.map((file) => file.path)).toEqual(['constructionImages/1700000000000-stray.jpg']);
      expect(plan.stillReferenced).toEqual([]);

      const { removed, failed } = await removeOrphans(store, plan);
      expect(failed).toEqual([]);
      expect(removed.sort()).toEqual([...deletedPaths, 'constructionImages/1700000000000-stray.jpg'].sort());
      expect(storage.paths()).toEqual(keptPaths);
      expect((await admin.db.collection(ORPHAN_FILES_COLLECTION).get()).empty).toBe(true);

      // Storage answers again: the browser's own removal finishes without harm (files and records already gone).
      release();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(storage.paths()).toEqual(keptPaths);
      expect((await admin.db.collection(ORPHAN_FILES_COLLECTION).get()).empty).toBe(true);
    } finally {
      await (await adapter.authBackend()).signOut();
      await adapter.dispose();
    }
  });
});
