import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { IMAGE_FILE_NAME_MAX, IMAGE_LIMITS } from '../../src/config/constants';
import { storageNames } from '../../src/domain/storage-names';

/**
 * storage.rules on the Storage emulator. That emulator needs firebase-tools on Java 21+ (and its download), so this
 * runs only when scripts/emulators/run.mjs could start it (FIREBASE_STORAGE_EMULATOR_HOST set); otherwise the
 * suite is skipped with a loud notice. tests/config/storage-rules.test.ts checks the same clauses on the rules' text
 * on every machine.
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

  /** Names as the app makes them (src/domain/storage-names.ts): a 13-digit timestamp, then the name. */
  const T = 1_717_200_000_000;
  const seeded = `constructionImages/${T}-seeded.jpg`;

  beforeEach(async () => {
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      await put(context.storage(), seeded, 1024, 'image/jpeg');
    });
  });

  afterAll(async () => {
    await env?.cleanup();
  });

  const anonymous = () => env.unauthenticatedContext().storage();
  const user = () => env.authenticatedContext('user-uid').storage();
  const admin = () => env.authenticatedContext('admin-uid', { admin: true }).storage();

  it('anyone gets a construction image by its name', async () => {
    await assertSucceeds(anonymous().ref(seeded).getDownloadURL());
    await assertSucceeds(anonymous().ref(seeded).getMetadata());
  });

  it('nobody lists the folder, not even an admin', async () => {
    await assertFails(anonymous().ref('constructionImages').listAll());
    await assertFails(admin().ref('constructionImages').listAll());
  });

  it('admins upload the display file and thumbnail the app names, up to each kind\'s limit', async () => {
    const names = storageNames(T + 1, '지붕 공사.jpg', 'image/webp');
    await assertSucceeds(put(admin(), `constructionImages/${names.fileName}`, IMAGE_LIMITS.displayMaxBytes, 'image/webp'));
    await assertSucceeds(put(admin(), `constructionImages/${names.thumbnailFileName}`, IMAGE_LIMITS.thumbnailMaxBytes, 'image/webp'));
    for (const type of ['image/jpeg', 'image/png', 'image/avif']) {
      await assertSucceeds(put(admin(), `constructionImages/${T + 2}-${type.slice(6)}-photo`, 1024, type));
    }
  });

  it('refuses other content types: HTML, SVG, made-up image subtypes', async () => {
    for (const type of ['text/html', 'image/svg+xml', 'image/x-anything', 'image/jpeg2', 'application/octet-stream']) {
      await assertFails(put(admin(), `constructionImages/${T + 3}-photo.jpg`, 1024, type));
    }
  });

  it('refuses empty files and files over their kind\'s limit', async () => {
    await assertFails(put(admin(), `constructionImages/${T + 4}-empty.jpg`, 0, 'image/jpeg'));
    await assertFails(put(admin(), `constructionImages/${T + 4}-big.jpg`, IMAGE_LIMITS.displayMaxBytes + 1, 'image/jpeg'));
    await assertFails(put(admin(), `constructionImages/${T + 4}-thumb-big.webp`, IMAGE_LIMITS.thumbnailMaxBytes + 1, 'image/webp'));
  });

  it('refuses other paths: sub-folders, no or short timestamp, over-long names, overwriting', async () => {
    const refused = [
      `constructionImages/sub/${T + 5}-x.jpg`,
      'constructionImages/roof.jpg',
      'constructionImages/5-roof.jpg',
      `constructionImages/${T + 5}-${'n'.repeat(IMAGE_FILE_NAME_MAX + 1)}`,
      `constructionImages/${T + 5}-thumb-${'n'.repeat(IMAGE_FILE_NAME_MAX + 1)}.webp`,
      seeded,
    ];
    for (const path of refused) await assertFails(put(admin(), path, 1024, 'image/jpeg'));
  });

  it('visitors and non-admins cannot upload or delete', async () => {
    for (const storage of [anonymous(), user()]) {
      await assertFails(put(storage, `constructionImages/${T + 6}-x.jpg`, 1024, 'image/jpeg'));
      await assertFails(storage.ref(seeded).delete());
    }
  });

  it('admins delete', async () => {
    await assertSucceeds(admin().ref(seeded).delete());
  });

  it('everything outside constructionImages is denied', async () => {
    await assertFails(put(admin(), `other/${T}-x.jpg`, 1024, 'image/jpeg'));
    await assertFails(anonymous().ref(`other/${T}-x.jpg`).getDownloadURL());
  });
});
