import {
  Timestamp,
  addDoc,
  collection,
  deleteField,
  doc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@/config/collections';
import { TAKEN_AT_CLOCK_SKEW_MINUTES } from '@/config/limits';
import { WORK_TYPES } from '@/domain/categories';
import { assertFails, assertSucceeds, describe, it, setUpRulesEnvironment } from './support/rules-env';
import { newImage } from './support/rules-fixtures';

/**
 * firestore.rules on a photo's work type and shooting date: written on upload (workType null or one of
 * WORK_TYPES; takenAt null or a timestamp not in the future), the work type changed on edit, takenAt never; old
 * documents without either field (img-1, seeded by rules-env) can still be edited.
 */
const rules = setUpRulesEnvironment();
const images = (db: Firestore) => collection(db, COLLECTIONS.images);
const img1 = (db: Firestore) => doc(db, COLLECTIONS.images, 'img-1');
const MINUTE_MS = 60_000;
const minutesFromNow = (minutes: number) => Timestamp.fromMillis(Date.now() + minutes * MINUTE_MS);

describe('constructionImages: work type and shooting date on create', () => {
  it('accepts every work type and none, a past shooting date and none', async () => {
    const { admin } = rules.as;
    for (const workType of [...WORK_TYPES, null]) await assertSucceeds(addDoc(images(admin), newImage({ workType })));
    await assertSucceeds(
      addDoc(images(admin), newImage({ workType: 'roofing', takenAt: Timestamp.fromDate(new Date('2024-05-03T10:00:00+09:00')) })),
    );
    await assertSucceeds(addDoc(images(admin), newImage({ takenAt: minutesFromNow(-1) })));
    // A camera clock a little ahead of the server's.
    await assertSucceeds(addDoc(images(admin), newImage({ takenAt: minutesFromNow(TAKEN_AT_CLOCK_SKEW_MINUTES - 5) })));
  });

  it('accepts an image without the two fields (an admin page opened before they existed)', async () => {
    const { workType: _workType, takenAt: _takenAt, ...older } = newImage();
    await assertSucceeds(addDoc(images(rules.as.admin), older));
  });

  it('refuses an unknown work type, a shooting date in the future or that is not a timestamp', async () => {
    const { admin } = rules.as;
    for (const workType of ['roof', 'Roofing', '', 1, true, ['roofing'], { type: 'roofing' }]) {
      await assertFails(addDoc(images(admin), newImage({ workType })));
    }
    await assertFails(addDoc(images(admin), newImage({ takenAt: minutesFromNow(TAKEN_AT_CLOCK_SKEW_MINUTES + 5) })));
    await assertFails(addDoc(images(admin), newImage({ takenAt: minutesFromNow(60 * 24 * 365) })));
    for (const takenAt of ['2024-05-03', 1714700000000, true, {}]) await assertFails(addDoc(images(admin), newImage({ takenAt })));
  });

  it('visitors and non-admins still cannot create one, typed or not', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(addDoc(images(db), newImage({ workType: 'roofing' })));
  });
});

describe('constructionImages: work type on edit', () => {
  it('an admin gives an old image (no workType field) a type, changes it and clears it', async () => {
    const ref = img1(rules.as.admin);
    await assertSucceeds(updateDoc(ref, { title: '옥상 방수', category: 'AS', workType: 'waterproofing', description: null }));
    await assertSucceeds(updateDoc(ref, { workType: 'exterior' }));
    await assertSucceeds(updateDoc(ref, { workType: null }));
    // An edit of an old image that writes "no type" adds the field as null: fine.
    await assertSucceeds(updateDoc(ref, { workType: null, title: '다시 고친 제목' }));
  });

  it('an admin edits an old image without touching the new fields (featured, hero flags)', async () => {
    await assertSucceeds(updateDoc(img1(rules.as.admin), { isFeatured: true }));
  });

  it('refuses an unknown work type, removing the field, and any change of the shooting date', async () => {
    const ref = img1(rules.as.admin);
    await assertSucceeds(updateDoc(ref, { workType: 'roofing' }));
    await assertFails(updateDoc(ref, { workType: 'roof' }));
    await assertFails(updateDoc(ref, { workType: 3 }));
    await assertFails(updateDoc(ref, { workType: deleteField() }));
    await assertFails(updateDoc(ref, { takenAt: minutesFromNow(-60) }));
    await assertFails(updateDoc(ref, { takenAt: null }));
  });

  it('visitors and non-admins cannot change the work type', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(updateDoc(img1(db), { workType: 'roofing' }));
  });
});

describe('constructionImages: the filtered gallery queries', () => {
  it('anyone lists and counts one work type with a limit, newest first; without a limit it is refused', async () => {
    const { anonymous } = rules.as;
    const ofType = query(images(anonymous), where('workType', '==', 'roofing'));
    await assertSucceeds(getDocs(query(ofType, orderBy('uploadedAt', 'desc'), limit(10))));
    await assertSucceeds(getCountFromServer(query(ofType, limit(5000))));
    await assertFails(getDocs(query(ofType, orderBy('uploadedAt', 'desc'))));
    await assertFails(getCountFromServer(ofType));
  });
});
