import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { IMAGE_LIMITS } from '../../src/config/constants';

/**
 * storage.rules on the Storage emulator. That emulator needs firebase-tools on Java 21+ (and its download), so this
 * runs only when scripts/emulators/run.mjs could start it (FIREBASE_STORAGE_EMULATOR_HOST set); otherwise the
 * suite is skipped with a loud notice.
 */
const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

if (!storageHost) {
  console.warn(
    [
      '',
      '!!! storage.rules NOT TESTED: no Storage emulator (FIREBASE_STORAGE_EMULATOR_HOST is not set).',
      '!!! It needs Java 21+ for firebase-tools; run `npm run test:emulators` on such a machine.',
      '',
    ].join('\n'),
  );
}

describe.skipIf(!storageHost)('storage.rules', () => {
  let env: RulesTestEnvironment;
  const image = (size = 1024) => new Uint8Array(size);
  /** An upload as a promise (the compat UploadTask is only thenable). */
  const put = (storage: ReturnType<typeof anonymous>, path: string, size: number, contentType: string) =>
    Promise.resolve(storage.ref(path).put(image(size), { contentType }));

  beforeAll(async () => {
    const [host = '127.0.0.1', port = '9199'] = (storageHost ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-jy-construction',
      storage: { host, port: Number(port), rules: readFileSync(resolve(import.meta.dirname, '../../storage.rules'), 'utf8') },
    });
  });

  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await put(context.storage(), 'constructionImages/1-seeded.jpg', 1024, 'image/jpeg');
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const anonymous = () => env.unauthenticatedContext().storage();
  const user = () => env.authenticatedContext('user-uid').storage();
  const admin = () => env.authenticatedContext('admin-uid', { admin: true }).storage();

  it('anyone reads construction images', async () => {
    await assertSucceeds(anonymous().ref('constructionImages/1-seeded.jpg').getDownloadURL());
    await assertSucceeds(anonymous().ref('constructionImages/1-seeded.jpg').getMetadata());
  });

  it('admins upload images up to the size limit', async () => {
    await assertSucceeds(put(admin(), 'constructionImages/2-roof.jpg', 1024, 'image/jpeg'));
    await assertSucceeds(put(admin(), 'constructionImages/2-thumb-roof.webp', 1024, 'image/webp'));
  });

  it('refuses non-images, files over the limit and overwriting', async () => {
    await assertFails(put(admin(), 'constructionImages/3-page.html', 1024, 'text/html'));
    await assertFails(put(admin(), 'constructionImages/3-big.jpg', IMAGE_LIMITS.maxUploadBytes + 1, 'image/jpeg'));
    await assertFails(put(admin(), 'constructionImages/1-seeded.jpg', 1024, 'image/jpeg'));
  });

  it('visitors and non-admins cannot upload or delete', async () => {
    for (const storage of [anonymous(), user()]) {
      await assertFails(put(storage, 'constructionImages/4-x.jpg', 1024, 'image/jpeg'));
      await assertFails(storage.ref('constructionImages/1-seeded.jpg').delete());
    }
  });

  it('admins delete', async () => {
    await assertSucceeds(admin().ref('constructionImages/1-seeded.jpg').delete());
  });

  it('everything outside constructionImages is denied', async () => {
    await assertFails(put(admin(), 'other/x.jpg', 1024, 'image/jpeg'));
    await assertFails(anonymous().ref('other/x.jpg').getDownloadURL());
  });
});
