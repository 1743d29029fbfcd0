import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirebaseAdapter } from '@/backend/firebase/adapter';
import { COLLECTIONS, ORPHAN_FILES_COLLECTION } from '@/config/collections';
import { uploadInput } from '../backend/contract/fixtures';
import { adminSdk } from './support/admin-sdk';
import { CONTRACT_PROJECT, EMULATOR_HOSTNAME, FIRESTORE_RULES, clearFirestore, loadFirestoreRules } from './support/emulator-env';
import { MemoryStorage } from './support/memory-storage';

/**
 * Deployment skew: rules without the orphanFiles block (e.g. deployed from a branch that does not have it) refuse
 * the deletion batch. deletePhoto then deletes the document alone and logs image_delete as before, so deleting
 * keeps working; only the record of the files is missing (logged).
 */
const ADMIN = { email: 'admin@example.com', password: 'demo1234', admin: true };
const admin = adminSdk(CONTRACT_PROJECT);
const start = FIRESTORE_RULES.indexOf('    // ---- orphanFiles');
const end = FIRESTORE_RULES.indexOf('  }\n}', start);
const RULES_WITHOUT_ORPHAN_FILES = FIRESTORE_RULES.slice(0, start) + FIRESTORE_RULES.slice(end);

beforeAll(async () => {
  setLogLevel('error');
  expect(start).toBeGreaterThan(0);
  expect(RULES_WITHOUT_ORPHAN_FILES).not.toContain('match /orphanFiles/');
  await loadFirestoreRules(CONTRACT_PROJECT, RULES_WITHOUT_ORPHAN_FILES);
  await clearFirestore(CONTRACT_PROJECT);
  await admin.ensureUser(ADMIN);
});

afterAll(async () => {
  await loadFirestoreRules(CONTRACT_PROJECT);
  await admin.dispose();
});

describe('deletePhoto under rules without orphanFiles', () => {
  it('still deletes the document, logs image_delete and removes the files', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const storage = new MemoryStorage(`${CONTRACT_PROJECT}.appspot.com`);
    const adapter = createFirebaseAdapter({
      settings: {
        appName: 'skew',
        emulatorHost: EMULATOR_HOSTNAME,
        appCheckSiteKey: '',
        config: {
          apiKey: 'demo-api-key',
          authDomain: `${CONTRACT_PROJECT}.firebaseapp.com`,
          projectId: CONTRACT_PROJECT,
          storageBucket: `${CONTRACT_PROJECT}.appspot.com`,
          messagingSenderId: '0',
          appId: '1:0:web:0',
        },
      },
      storage,
    });
    try {
      await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
      const backend = await adapter.adminBackend();
      const image = await backend.uploadPhoto(uploadInput('규칙 차이'), () => {});
      await backend.deletePhoto(image.id);

      expect((await admin.db.collection(COLLECTIONS.images).doc(image.id).get()).exists).toBe(false);
      const logged = await admin.db.collection(COLLECTIONS.activities).where('type', '==', 'image_delete').get();
      expect(logged.docs.map((activity) => activity.get('relatedId'))).toEqual([image.id]);
      expect(storage.paths()).toEqual([]);
      expect((await admin.db.collection(ORPHAN_FILES_COLLECTION).get()).empty).toBe(true);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('deletion batch was refused'), image.id, expect.anything());
    } finally {
      await (await adapter.authBackend()).signOut();
      await adapter.dispose();
    }
  });
});
