import { setLogLevel } from 'firebase/firestore/lite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFirebaseAdapter } from '@/backend/firebase/adapter';
import type { BackendAdapter } from '@/backend/port';
import { COLLECTIONS, HERO_SETTINGS_ID } from '@/config/collections';
import { photoDoc, photoId } from '../backend/contract/fixtures';
import { adminSdk } from './support/admin-sdk';
import { CONTRACT_PROJECT, clearFirestore, emulatorAdapterSettings, loadFirestoreRules } from './support/emulator-env';

/**
 * Data from before settings/hero existed, on the Firebase adapter with firestore.rules loaded: an administrator's
 * sign-in records settings/hero once (the hero visitors see stays, other old flags are cleared; none: null), so the
 * rules' "no new flag before settings/hero exists" never leaves staff unable to choose a hero.
 */
const PROJECT = CONTRACT_PROJECT;
const ADMIN = { email: 'admin@example.com', password: 'demo1234', admin: true };
const admin = adminSdk(PROJECT);
let adapter: BackendAdapter & { dispose(): Promise<void> };

beforeAll(async () => {
  setLogLevel('error');
  await loadFirestoreRules(PROJECT);
  await admin.ensureUser(ADMIN);
});

beforeEach(async () => {
  await clearFirestore(PROJECT);
  adapter = createFirebaseAdapter({
    settings: emulatorAdapterSettings(`hero-migration-${Date.now()}`),
  });
});

afterEach(async () => {
  await (await adapter.authBackend()).signOut();
  await adapter.dispose();
});

afterAll(async () => {
  await admin.dispose();
});

const heroSettings = async () => (await admin.db.collection(COLLECTIONS.settings).doc(HERO_SETTINGS_ID).get()).data();
const flagged = async () =>
  (await admin.db.collection(COLLECTIONS.images).where('isHeroImage', '==', true).get()).docs.map((doc) => doc.id).sort();

describe('settings/hero for data from before it existed', () => {
  it('an admin sign-in records the hero visitors see and clears the other old flags', async () => {
    await admin.seed({ images: [1, 2, 3, 4].map((n) => photoDoc(n, { isHeroImage: n === 2 || n === 4 })) });
    const before = await (await adapter.publicBackend()).getHeroPhoto();
    await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
    expect(await heroSettings()).toEqual({ imageId: before?.id });
    expect(await flagged()).toEqual([before?.id]);
    // From then on the hero moves as usual.
    await (await adapter.adminBackend()).setHeroPhoto(photoId(3));
    expect(await flagged()).toEqual([photoId(3)]);
    expect(await heroSettings()).toEqual({ imageId: photoId(3) });
  });

  it('with no hero it records none, and the first 배경으로 설정 works', async () => {
    await admin.seed({ images: [1, 2].map((n) => photoDoc(n)) });
    await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
    expect(await heroSettings()).toEqual({ imageId: null });
    await (await adapter.adminBackend()).setHeroPhoto(photoId(1));
    expect(await flagged()).toEqual([photoId(1)]);
  });

  it('changes nothing once settings/hero exists', async () => {
    await admin.seed({ images: [1, 2].map((n) => photoDoc(n, { isHeroImage: n === 1 })) });
    await admin.db
      .collection(COLLECTIONS.settings)
      .doc(HERO_SETTINGS_ID)
      .set({ imageId: photoId(1) });
    await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
    expect(await heroSettings()).toEqual({ imageId: photoId(1) });
    expect(await flagged()).toEqual([photoId(1)]);
  });
});
