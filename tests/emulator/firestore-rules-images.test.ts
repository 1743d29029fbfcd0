import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, addDoc, collection, deleteDoc, doc, getDoc, getDocs, limit, orderBy, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { COLLECTIONS } from '../../src/config/constants';
import { newImage } from './support/rules-fixtures';
import { USER_UID, setUpRulesEnvironment } from './support/rules-env';

/** firestore.rules for constructionImages (anyone reads, admins write validated fields), and the default deny. */
const rules = setUpRulesEnvironment();
const images = (db: Firestore) => collection(db, COLLECTIONS.images);
const img1 = (db: Firestore) => doc(db, COLLECTIONS.images, 'img-1');

/** Blank texts the rules must see as blank (spec 5): Unicode white space and zero-width characters. */
const UNICODE_BLANKS = ['\u3000', '\u3000\u3000', '\u00a0', '\u200b', '\ufeff', ' \u200b\u3000\t\n', '\u3164', '\u2060\u180e'];

describe('constructionImages', () => {
  it('anyone reads one image and lists them', async () => {
    const { anonymous, user } = rules.as;
    await assertSucceeds(getDoc(img1(anonymous)));
    await assertSucceeds(getDocs(query(images(anonymous), orderBy('uploadedAt', 'desc'), limit(9))));
    await assertSucceeds(getDocs(images(user)));
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
    await assertFails(addDoc(images(admin), newImage({ uploadedAt: Timestamp.now() })));
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
    await assertSucceeds(updateDoc(ref, { isHeroImage: true }));
    await assertSucceeds(deleteDoc(ref));
  });

  it('an admin cannot change files, dates or uploader, nor write a bad edit', async () => {
    const ref = img1(rules.as.admin);
    await assertFails(updateDoc(ref, { fileName: 'other.jpg' }));
    await assertFails(updateDoc(ref, { imageUrl: 'https://evil.test/x.jpg' }));
    await assertFails(updateDoc(ref, { uploadedAt: Timestamp.now() }));
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

describe('everything else', () => {
  it('is denied to everyone, admins included', async () => {
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(getDoc(doc(db, 'settings', 'site')));
      await assertFails(setDoc(doc(db, 'settings', 'site'), { open: true }));
      await assertFails(setDoc(doc(db, COLLECTIONS.images, 'img-1', 'comments', 'c1'), { text: 'x' }));
    }
  });
});
