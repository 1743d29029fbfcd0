import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { HERO_COPY_PATHS } from '@/config/collections';
import { IMAGE_FILE_NAME_MAX, IMAGE_LIMITS, INQUIRY_PHOTO_LIMITS, REVIEW_PHOTO_LIMITS } from '@/config/limits';
import { storageNames } from '@/domain/storage-names';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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
    // The inquiry photo rules read the inquiry from Firestore (cross-service rules): the emulators run together.
    const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '').split(':');
    env = await initializeTestEnvironment({
      projectId: process.env.GCLOUD_PROJECT ?? 'demo-jy-construction',
      storage: { host, port: Number(port), rules: readFileSync(resolve(import.meta.dirname, '../../storage.rules'), 'utf8') },
      firestore: {
        host: firestoreHost,
        port: Number(firestorePort),
        rules: readFileSync(resolve(import.meta.dirname, '../../firestore.rules'), 'utf8'),
      },
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

  it("admins upload the display file and thumbnail the app names, up to each kind's limit", async () => {
    const names = storageNames(T + 1, '지붕 공사.jpg', { display: 'image/webp', thumbnail: 'image/webp' });
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

  it("refuses empty files and files over their kind's limit", async () => {
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

  it("anyone gets the home page's picture at site/hero and site/hero-phone; nobody writes or deletes them, an admin neither", async () => {
    for (const path of Object.values(HERO_COPY_PATHS)) {
      await env.withSecurityRulesDisabled(async (context) => {
        await put(context.storage(), path, 1024, 'image/webp');
      });
      await assertSucceeds(anonymous().ref(path).getDownloadURL());
      for (const storage of [anonymous(), user(), admin()]) {
        await assertFails(put(storage, path, 1024, 'image/webp'));
        await assertFails(storage.ref(path).delete());
      }
    }
    await assertFails(anonymous().ref('site').listAll());
    await assertFails(anonymous().ref('site/other').getDownloadURL());
  });

  it('everything outside constructionImages is denied', async () => {
    await assertFails(put(admin(), `other/${T}-x.jpg`, 1024, 'image/jpeg'));
    await assertFails(anonymous().ref(`other/${T}-x.jpg`).getDownloadURL());
  });

  describe("a visitor's inquiry photos (cross-service: the inquiry is read from Firestore)", () => {
    const MINUTE_MS = 60 * 1000;

    /** inq-new: sent a minute ago, 2 photos; inq-old: sent past the upload window, 2 photos. */
    beforeEach(async () => {
      await env.clearFirestore();
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        const sent = (ago: number) => Timestamp.fromMillis(Date.now() - ago);
        await setDoc(doc(db, 'inquiries', 'inq-new'), { name: '홍길동', submittedAt: sent(MINUTE_MS), photoCount: 2 });
        await setDoc(doc(db, 'inquiries', 'inq-old'), {
          name: '김민수',
          submittedAt: sent((INQUIRY_PHOTO_LIMITS.uploadWindowMinutes + 1) * MINUTE_MS),
          photoCount: 2,
        });
      });
    });

    it('an anonymous visitor creates photos 1 to photoCount of a recent inquiry, each type matching its extension', async () => {
      await assertSucceeds(put(anonymous(), 'inquiries/inq-new/photo-1.webp', 1024, 'image/webp'));
      await assertSucceeds(put(anonymous(), 'inquiries/inq-new/photo-2.jpg', INQUIRY_PHOTO_LIMITS.maxBytes, 'image/jpeg'));
    });

    it('refuses a number above photoCount, an old or missing inquiry, other names, types, sizes, and overwriting', async () => {
      await assertSucceeds(put(anonymous(), 'inquiries/inq-new/photo-1.png', 1024, 'image/png'));
      const refused: [string, number, string][] = [
        ['inquiries/inq-new/photo-3.webp', 1024, 'image/webp'],
        ['inquiries/inq-old/photo-1.webp', 1024, 'image/webp'],
        ['inquiries/no-such/photo-1.webp', 1024, 'image/webp'],
        ['inquiries/inq-new/photo-2.gif', 1024, 'image/gif'],
        ['inquiries/inq-new/photo-2.jpg', 1024, 'image/png'],
        ['inquiries/inq-new/photo-2.svg', 1024, 'image/svg+xml'],
        ['inquiries/inq-new/other.webp', 1024, 'image/webp'],
        ['inquiries/inq-new/sub/photo-2.webp', 1024, 'image/webp'],
        ['inquiries/inq-new/photo-2.webp', 0, 'image/webp'],
        ['inquiries/inq-new/photo-2.webp', INQUIRY_PHOTO_LIMITS.maxBytes + 1, 'image/webp'],
        ['inquiries/inq-new/photo-1.png', 1024, 'image/png'],
      ];
      for (const [path, size, type] of refused) await assertFails(put(anonymous(), path, size, type));
    });

    it('only admins get, list and delete them', async () => {
      await assertSucceeds(put(anonymous(), 'inquiries/inq-new/photo-1.webp', 1024, 'image/webp'));
      await assertFails(anonymous().ref('inquiries/inq-new/photo-1.webp').getDownloadURL());
      await assertFails(anonymous().ref('inquiries/inq-new').listAll());
      await assertFails(anonymous().ref('inquiries/inq-new/photo-1.webp').delete());
      await assertFails(env.authenticatedContext('user-uid').storage().ref('inquiries/inq-new/photo-1.webp').getDownloadURL());
      await assertSucceeds(admin().ref('inquiries/inq-new/photo-1.webp').getDownloadURL());
      await assertSucceeds(admin().ref('inquiries/inq-new').listAll());
      await assertSucceeds(admin().ref('inquiries/inq-new/photo-1.webp').delete());
    });
  });

  describe("a customer's review photos (cross-service: the review is read from Firestore)", () => {
    const MINUTE_MS = 60 * 1000;

    /** rev-new: written a minute ago, 2 photos, pending; rev-old: past the window; rev-ok: approved. */
    beforeEach(async () => {
      await env.clearFirestore();
      await env.withSecurityRulesDisabled(async (context) => {
        const db = context.firestore() as unknown as Firestore;
        const written = (ago: number) => Timestamp.fromMillis(Date.now() - ago);
        await setDoc(doc(db, 'reviews', 'rev-new'), { status: 'pending', createdAt: written(MINUTE_MS), photoCount: 2 });
        await setDoc(doc(db, 'reviews', 'rev-old'), {
          status: 'pending',
          createdAt: written((REVIEW_PHOTO_LIMITS.uploadWindowMinutes + 1) * MINUTE_MS),
          photoCount: 2,
        });
        await setDoc(doc(db, 'reviews', 'rev-ok'), { status: 'approved', createdAt: written(MINUTE_MS), photoCount: 1 });
        await put(context.storage(), 'reviews/rev-ok/photo-1', 1024, 'image/webp');
      });
    });

    it('an anonymous customer creates photos 1 to photoCount of a fresh review', async () => {
      await assertSucceeds(put(anonymous(), 'reviews/rev-new/photo-1', 1024, 'image/webp'));
      await assertSucceeds(put(anonymous(), 'reviews/rev-new/photo-2', REVIEW_PHOTO_LIMITS.maxBytes, 'image/jpeg'));
    });

    it('refuses a number above photoCount, an old or missing review, other names, types, sizes, and overwriting', async () => {
      await assertSucceeds(put(anonymous(), 'reviews/rev-new/photo-1', 1024, 'image/png'));
      const refused: [string, number, string][] = [
        ['reviews/rev-new/photo-3', 1024, 'image/webp'],
        ['reviews/rev-old/photo-1', 1024, 'image/webp'],
        ['reviews/no-such/photo-1', 1024, 'image/webp'],
        ['reviews/rev-new/photo-2', 1024, 'image/gif'],
        ['reviews/rev-new/photo-2', 1024, 'image/svg+xml'],
        ['reviews/rev-new/photo-2.webp', 1024, 'image/webp'],
        ['reviews/rev-new/sub/photo-2', 1024, 'image/webp'],
        ['reviews/rev-new/photo-2', 0, 'image/webp'],
        ['reviews/rev-new/photo-2', REVIEW_PHOTO_LIMITS.maxBytes + 1, 'image/webp'],
        ['reviews/rev-new/photo-1', 1024, 'image/png'],
      ];
      for (const [path, size, type] of refused) await assertFails(put(anonymous(), path, size, type));
    });

    it('anyone gets the photos of an approved review only; admins get, list and delete any', async () => {
      await assertSucceeds(put(anonymous(), 'reviews/rev-new/photo-1', 1024, 'image/webp'));
      await assertSucceeds(anonymous().ref('reviews/rev-ok/photo-1').getDownloadURL());
      await assertFails(anonymous().ref('reviews/rev-new/photo-1').getDownloadURL());
      await assertFails(anonymous().ref('reviews/rev-new').listAll());
      await assertFails(anonymous().ref('reviews/rev-ok/photo-1').delete());
      await assertSucceeds(admin().ref('reviews/rev-new/photo-1').getDownloadURL());
      await assertSucceeds(admin().ref('reviews/rev-new').listAll());
      await assertSucceeds(admin().ref('reviews/rev-new/photo-1').delete());
    });
  });
});
