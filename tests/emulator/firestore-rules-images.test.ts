import {
  addDoc,
  collection,
  deleteDoc,
  deleteField,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS, HERO_SETTINGS_ID } from '@/config/collections';
import { IMAGE_TITLE_MAX, MAX_QUERY_LIMIT } from '@/config/limits';
import { RULES_PROJECT } from './support/emulator-env';
import { assertFails, assertSucceeds, clientTime, describe, expect, it, setUpRulesEnvironment, USER_UID } from './support/rules-env';
import { newImage, storageUrl, storedImage } from './support/rules-fixtures';

/** firestore.rules for constructionImages (anyone reads, admins write validated fields), settings/hero, and the default deny. */
const rules = setUpRulesEnvironment();
const images = (db: Firestore) => collection(db, COLLECTIONS.images);
const image = (db: Firestore, id: string) => doc(db, COLLECTIONS.images, id);
const img1 = (db: Firestore) => image(db, 'img-1');
const heroSettings = (db: Firestore) => doc(db, COLLECTIONS.settings, HERO_SETTINGS_ID);

/** Blank texts the rules must see as blank: Unicode white space and zero-width characters. */
const UNICODE_BLANKS = ['\u3000', '\u3000\u3000', '\u00a0', '\u200b', '\ufeff', ' \u200b\u3000\t\n', '\u3164', '\u2060\u180e'];

/** Seeds img-2 and img-3 (plain photos) and, when `hero` is given, makes it the hero named by settings/hero. */
async function seedPhotos(hero?: string): Promise<void> {
  await rules.seed(async (db) => {
    await setDoc(image(db, 'img-2'), { ...storedImage(), title: '두 번째' });
    await setDoc(image(db, 'img-3'), { ...storedImage(), title: '세 번째' });
    if (hero) {
      await updateDoc(image(db, hero), { isHeroImage: true });
      await setDoc(heroSettings(db), { imageId: hero });
    }
  });
}

/** One batch: these image updates and, when `settings` is given, settings/hero { imageId: settings }. */
function heroBatch(db: Firestore, updates: Record<string, DocumentData>, settings?: string): Promise<void> {
  const batch = writeBatch(db);
  for (const [id, fields] of Object.entries(updates)) batch.update(image(db, id), fields);
  if (settings !== undefined) batch.set(heroSettings(db), { imageId: settings });
  return batch.commit();
}

describe('constructionImages', () => {
  it('anyone reads one image and lists them', async () => {
    const { anonymous, user } = rules.as;
    await assertSucceeds(getDoc(img1(anonymous)));
    await assertSucceeds(getDocs(query(images(anonymous), orderBy('uploadedAt', 'desc'), limit(9))));
    await assertSucceeds(getDocs(query(images(user), limit(MAX_QUERY_LIMIT))));
  });

  it('an admin creates a well-formed image (server time, own uid)', async () => {
    const { admin } = rules.as;
    await assertSucceeds(addDoc(images(admin), newImage()));
    await assertSucceeds(addDoc(images(admin), newImage({ description: '설명', thumbnailUrl: null, thumbnailFileName: null })));
  });

  it('refuses malformed images, even from an admin', async () => {
    const { admin } = rules.as;
    await assertFails(addDoc(images(admin), newImage({ extra: 1 })));
    await assertFails(addDoc(images(admin), newImage({ title: '   ' })));
    await assertFails(addDoc(images(admin), newImage({ title: 'x'.repeat(101) })));
    await assertFails(addDoc(images(admin), newImage({ category: '기타' })));
    await assertFails(addDoc(images(admin), newImage({ description: 'x'.repeat(1001) })));
    await assertFails(addDoc(images(admin), newImage({ uploadedAt: clientTime() })));
    await assertFails(addDoc(images(admin), newImage({ uploaderUid: 'someone-else' })));
    await assertFails(addDoc(images(admin), newImage({ isFeatured: 'yes' })));
    const { fileName: _omitted, ...withoutFile } = newImage();
    await assertFails(addDoc(images(admin), withoutFile));
  });

  it('visitors and signed-in non-admins cannot create, edit or delete', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(addDoc(images(db), newImage({ uploaderUid: USER_UID })));
      await assertFails(updateDoc(img1(db), { isFeatured: true }));
      await assertFails(updateDoc(img1(db), { isHeroImage: true }));
      await assertFails(updateDoc(img1(db), { title: '바꾼 제목' }));
      await assertFails(deleteDoc(img1(db)));
    }
  });

  it('an admin edits title, category, description and the flags, and deletes', async () => {
    const ref = img1(rules.as.admin);
    await assertSucceeds(updateDoc(ref, { title: '새 제목', category: 'AS', description: '새 설명' }));
    await assertSucceeds(updateDoc(ref, { isFeatured: true }));
    // No hero yet: settings/hero first records that (null), then the hero is named and flagged together.
    await assertSucceeds(setDoc(heroSettings(rules.as.admin), { imageId: null }));
    await assertSucceeds(heroBatch(rules.as.admin, { 'img-1': { isHeroImage: true } }, 'img-1'));
    await assertSucceeds(deleteDoc(ref));
  });

  it('an admin cannot change files, dates or uploader, nor write a bad edit', async () => {
    const ref = img1(rules.as.admin);
    await assertFails(updateDoc(ref, { fileName: 'other.jpg' }));
    await assertFails(updateDoc(ref, { imageUrl: 'https://evil.test/x.jpg' }));
    await assertFails(updateDoc(ref, { uploadedAt: clientTime() }));
    await assertFails(updateDoc(ref, { uploaderUid: 'x' }));
    await assertFails(updateDoc(ref, { title: '' }));
    await assertFails(updateDoc(ref, { isFeatured: 'true' }));
  });
});

describe('blank text (1): Unicode white space and zero-width characters are blank', () => {
  it('refuses a title made of them, on create and on edit', async () => {
    const { admin } = rules.as;
    for (const title of UNICODE_BLANKS) {
      await assertFails(addDoc(images(admin), newImage({ title })));
      await assertFails(updateDoc(img1(admin), { title }));
    }
  });

  it('accepts a title with such characters around or inside real text', async () => {
    const { admin } = rules.as;
    await assertSucceeds(addDoc(images(admin), newImage({ title: '\u3000지붕\u00a0공사\u200b' })));
    await assertSucceeds(updateDoc(img1(admin), { title: '옥상\u3000방수' }));
  });
});

describe('new image documents (5)', () => {
  it('must not be featured or the hero on upload (isFeatured starts false)', async () => {
    const { admin } = rules.as;
    await assertFails(addDoc(images(admin), newImage({ isFeatured: true })));
    await assertFails(addDoc(images(admin), newImage({ isHeroImage: true })));
    await assertSucceeds(addDoc(images(admin), newImage({ isFeatured: false, isHeroImage: false })));
  });

  it("carry the signed-in account's e-mail as uploaderEmail", async () => {
    const { admin } = rules.as;
    await assertFails(addDoc(images(admin), newImage({ uploaderEmail: 'someone@example.com' })));
    await assertFails(addDoc(images(admin), newImage({ uploaderEmail: null })));
    const { uploaderEmail: _omitted, ...withoutEmail } = newImage();
    await assertFails(addDoc(images(admin), withoutEmail));
    await assertSucceeds(addDoc(images(admin), newImage({ uploaderEmail: 'admin@example.com' })));
  });

  it("point imageUrl and thumbnailUrl at the project's own bucket, folder constructionImages/", async () => {
    const { admin } = rules.as;
    const path = 'constructionImages/1700000000000-지붕 사진.jpg';
    await assertSucceeds(addDoc(images(admin), newImage({ imageUrl: storageUrl(path, `${RULES_PROJECT}.firebasestorage.app`) })));
    const refused = [
      'https://evil.test/x.jpg',
      'https://example.test/a.webp',
      '',
      storageUrl(path, 'someone-else.appspot.com'),
      storageUrl(path, `${RULES_PROJECT}.appspot.com.evil.test`),
      storageUrl('other/1700000000000-a.jpg'),
      storageUrl(path).replace('https://', 'http://'),
      `${storageUrl(path)}#https://evil.test/`,
      `https://firebasestorage.googleapis.com/v0/b/${RULES_PROJECT}.appspot.com/o/constructionImages%2Fa.jpg?alt=media&token=x&next=https://evil.test`,
    ];
    for (const url of refused) {
      await assertFails(addDoc(images(admin), newImage({ imageUrl: url })));
      await assertFails(addDoc(images(admin), newImage({ thumbnailUrl: url })));
    }
  });

  it('may use the Storage emulator URL in a demo-* (emulator-only) project', async () => {
    const emulatorUrl = `http://127.0.0.1:9199/v0/b/${RULES_PROJECT}.appspot.com/o/constructionImages%2F1700000000000-a.jpg?alt=media&token=0b6c1f0e-5a2d-4c8e-9f3a-7d2e1b4c6a90`;
    await assertSucceeds(addDoc(images(rules.as.admin), newImage({ imageUrl: emulatorUrl, thumbnailUrl: emulatorUrl })));
  });
});

describe('in a production project (no demo- prefix)', () => {
  const PROJECT = 'jy-construction-prod';
  const production = setUpRulesEnvironment(async () => {}, PROJECT);

  it("accepts only that project's bucket, and no emulator URL", async () => {
    const { admin } = production.as;
    const path = 'constructionImages/1700000000000-a.jpg';
    await assertSucceeds(addDoc(images(admin), newImage({ imageUrl: storageUrl(path, `${PROJECT}.appspot.com`), thumbnailUrl: null })));
    await assertFails(addDoc(images(admin), newImage({ imageUrl: storageUrl(path, `${RULES_PROJECT}.appspot.com`), thumbnailUrl: null })));
    const emulatorUrl = `http://127.0.0.1:9199/v0/b/${PROJECT}.appspot.com/o/constructionImages%2F1700000000000-a.jpg?alt=media`;
    await assertFails(addDoc(images(admin), newImage({ imageUrl: emulatorUrl, thumbnailUrl: null })));
  });
});

describe('image updates (5, 7)', () => {
  it('may not remove the featured or the hero flag', async () => {
    const ref = img1(rules.as.admin);
    await assertFails(updateDoc(ref, { isFeatured: deleteField() }));
    await assertFails(updateDoc(ref, { isHeroImage: deleteField() }));
    await assertFails(updateDoc(ref, { isFeatured: null }));
    await assertFails(updateDoc(ref, { title: '새 제목', isFeatured: deleteField() }));
  });

  it('check only what they change: a legacy image without category or flags can be featured, made and cleared as hero', async () => {
    const legacy = { ...storedImage(), title: 'x'.repeat(IMAGE_TITLE_MAX + 20), description: 7 };
    delete (legacy as Record<string, unknown>).category;
    delete (legacy as Record<string, unknown>).isFeatured;
    delete (legacy as Record<string, unknown>).isHeroImage;
    await rules.seed((db) => setDoc(image(db, 'legacy'), legacy));
    const { admin } = rules.as;
    const ref = image(admin, 'legacy');
    await assertSucceeds(updateDoc(ref, { isFeatured: true }));
    await assertSucceeds(updateDoc(ref, { isFeatured: false }));
    await assertSucceeds(setDoc(heroSettings(admin), { imageId: null }));
    await assertSucceeds(heroBatch(admin, { legacy: { isHeroImage: true } }, 'legacy'));
    await seedPhotos();
    await assertSucceeds(heroBatch(admin, { legacy: { isHeroImage: false }, 'img-2': { isHeroImage: true } }, 'img-2'));
    // An edit is checked on what it writes: a good title passes, a bad category still does not.
    await assertSucceeds(updateDoc(ref, { title: '고친 제목' }));
    await assertFails(updateDoc(ref, { category: '기타' }));
    await assertSucceeds(updateDoc(ref, { category: 'AS', description: null }));
  });
});

describe('at most one hero (5): settings/hero names it', () => {
  it('refuses a second hero: flagging an image alone, or with the settings but without clearing the first', async () => {
    await seedPhotos('img-1');
    const { admin } = rules.as;
    await assertFails(updateDoc(image(admin, 'img-2'), { isHeroImage: true }));
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true } }, 'img-2'));
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true } }));
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true }, 'img-3': { isHeroImage: true } }, 'img-2'));
    const heroes = await getDocs(query(images(admin), where('isHeroImage', '==', true), limit(10)));
    expect(heroes.docs.map((snapshot) => snapshot.id)).toEqual(['img-1']);
  });

  it('moves the hero in one batch: clear the old, flag the new, name it in settings/hero', async () => {
    await seedPhotos('img-1');
    const { admin } = rules.as;
    await assertSucceeds(heroBatch(admin, { 'img-1': { isHeroImage: false }, 'img-2': { isHeroImage: true } }, 'img-2'));
    await assertSucceeds(heroBatch(admin, { 'img-2': { isHeroImage: false }, 'img-3': { isHeroImage: true } }, 'img-3'));
    // Setting the current hero again changes nothing and is fine.
    await assertSucceeds(heroBatch(admin, { 'img-3': { isHeroImage: true } }, 'img-3'));
  });

  it('refuses settings/hero that names an image which is not flagged, or an unknown one, or other fields', async () => {
    await seedPhotos('img-1');
    const { admin } = rules.as;
    await assertFails(setDoc(heroSettings(admin), { imageId: 'img-2' }));
    await assertFails(heroBatch(admin, { 'img-1': { isHeroImage: false } }, 'img-2'));
    await assertFails(heroBatch(admin, { 'img-1': { isHeroImage: false } }, 'no-such-image'));
    await assertFails(setDoc(heroSettings(admin), { imageId: 'img-1', extra: true }));
    await assertFails(setDoc(heroSettings(admin), { imageId: 42 }));
    await assertFails(deleteDoc(heroSettings(admin)));
  });

  it('lets an admin clear the hero flag on its own (no hero then)', async () => {
    await seedPhotos('img-1');
    await assertSucceeds(updateDoc(img1(rules.as.admin), { isHeroImage: false }));
  });

  it('works when the named hero was deleted', async () => {
    await seedPhotos('img-1');
    const { admin } = rules.as;
    await assertSucceeds(deleteDoc(img1(admin)));
    await assertSucceeds(heroBatch(admin, { 'img-2': { isHeroImage: true } }, 'img-2'));
    await assertSucceeds(heroBatch(admin, { 'img-2': { isHeroImage: false }, 'img-3': { isHeroImage: true } }, 'img-3'));
  });

  it('only admins read or write settings/hero, and new images are never the hero', async () => {
    await seedPhotos('img-1');
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(heroSettings(db)));
      await assertFails(heroBatch(db, { 'img-1': { isHeroImage: false }, 'img-2': { isHeroImage: true } }, 'img-2'));
    }
    await assertSucceeds(getDoc(heroSettings(rules.as.admin)));
    await assertFails(addDoc(images(rules.as.admin), newImage({ isHeroImage: true })));
  });
});

describe('at most one hero on data from before settings/hero existed', () => {
  /** Old data: img-1 is flagged, img-2 and img-3 are not, and there is no settings/hero. */
  async function seedOldData(): Promise<void> {
    await seedPhotos();
    await rules.seed((db) => updateDoc(image(db, 'img-1'), { isHeroImage: true }));
  }

  async function heroIds(db: Firestore): Promise<string[]> {
    return (await getDocs(query(images(db), where('isHeroImage', '==', true), limit(10)))).docs.map((snapshot) => snapshot.id);
  }

  it('refuses the batch that flags a second image and creates settings/hero naming it', async () => {
    await seedOldData();
    const { admin } = rules.as;
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true } }, 'img-2'));
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true }, 'img-3': { isHeroImage: false } }, 'img-2'));
    // Naming the old hero does not let the same batch flag another one either.
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true } }, 'img-1'));
    await assertFails(updateDoc(image(admin, 'img-2'), { isHeroImage: true }));
    expect(await heroIds(admin)).toEqual(['img-1']);
  });

  it('creates settings/hero only to record what is there: an image already flagged, or none', async () => {
    await seedOldData();
    const { admin } = rules.as;
    await assertFails(setDoc(heroSettings(admin), { imageId: 'img-2' })); // not flagged
    await assertFails(setDoc(heroSettings(admin), { imageId: 'no-such-image' }));
    await assertFails(setDoc(heroSettings(admin), {}));
    await assertFails(setDoc(heroSettings(admin), { imageId: null, extra: 1 }));
    // The migration: the old hero is recorded (another old flag may be cleared in the same batch)...
    await rules.seed((db) => updateDoc(image(db, 'img-3'), { isHeroImage: true }));
    await assertSucceeds(heroBatch(admin, { 'img-3': { isHeroImage: false } }, 'img-1'));
    expect(await heroIds(admin)).toEqual(['img-1']);
    // ...and from then on the hero only moves.
    await assertFails(updateDoc(image(admin, 'img-2'), { isHeroImage: true }));
    await assertSucceeds(heroBatch(admin, { 'img-1': { isHeroImage: false }, 'img-2': { isHeroImage: true } }, 'img-2'));
    expect(await heroIds(admin)).toEqual(['img-2']);
  });

  it('with no hero at all, settings/hero records none, and then one image at a time becomes the hero', async () => {
    await seedPhotos();
    const { admin } = rules.as;
    await assertFails(heroBatch(admin, { 'img-2': { isHeroImage: true } }, 'img-2'));
    await assertSucceeds(setDoc(heroSettings(admin), { imageId: null }));
    await assertSucceeds(heroBatch(admin, { 'img-2': { isHeroImage: true } }, 'img-2'));
    await assertFails(heroBatch(admin, { 'img-3': { isHeroImage: true } }, 'img-3'));
    expect(await heroIds(admin)).toEqual(['img-2']);
  });
});

describe('list queries (6): every list carries a limit of at most MAX_QUERY_LIMIT', () => {
  it('refuses a list without a limit, or above it', async () => {
    for (const db of [rules.as.anonymous, rules.as.admin]) {
      await assertSucceeds(getDocs(query(images(db), limit(MAX_QUERY_LIMIT))));
      await assertFails(getDocs(query(images(db), limit(MAX_QUERY_LIMIT + 1))));
      await assertFails(getDocs(images(db)));
      await assertFails(getDocs(query(images(db), where('isHeroImage', '==', true))));
    }
  });

  it('counts: a count query is checked like a list, so the adapters count with limit(MAX_QUERY_LIMIT)', async () => {
    const { anonymous } = rules.as;
    await assertSucceeds(getCountFromServer(query(images(anonymous), limit(MAX_QUERY_LIMIT))));
    await assertFails(getCountFromServer(images(anonymous)));
  });
});

describe('everything else', () => {
  it('is denied to everyone, admins included', async () => {
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      // A settings document no rule names (settings/site, /hero, /notifications, ... have their own).
      await assertFails(getDoc(doc(db, 'settings', 'theme')));
      await assertFails(setDoc(doc(db, 'settings', 'theme'), { open: true }));
      await assertFails(setDoc(doc(db, COLLECTIONS.images, 'img-1', 'comments', 'c1'), { text: 'x' }));
    }
  });
});
