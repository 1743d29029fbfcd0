import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { COLLECTIONS, INQUIRY_LIMITS, PRIVACY_CONSENT_VERSION } from '../../src/config/constants';
import { activityDrafts, activityExpiry, type ActivityDraft } from '../../src/domain/activity';
import { RULES_PROJECT, ruleCoverageUrl } from './support/emulator-env';
import { ADMIN_UID, USER_UID, callers, dbOf, rulesEnvironment, type Callers } from './support/rules-env';

/** firestore.rules, allow and deny, for anonymous visitors, signed-in non-admins and administrators. */
let env: RulesTestEnvironment;
let as: Callers;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  setLogLevel('error'); // every refused write would otherwise log a warning
  env = await rulesEnvironment();
});

beforeEach(async () => {
  await env.clearFirestore();
  as = callers(env);
  await env.withSecurityRulesDisabled(async (context) => {
    const db = dbOf(context);
    await setDoc(doc(db, COLLECTIONS.images, 'img-1'), storedImage());
    await setDoc(doc(db, COLLECTIONS.inquiries, 'inq-1'), { ...newInquiry(), submittedAt: Timestamp.now(), privacyConsentAt: Timestamp.now() });
    await setDoc(doc(db, COLLECTIONS.activities, 'act-1'), { ...activityFields(activityDrafts.imageUpdate('img-1', '제목', ADMIN_UID)), timestamp: Timestamp.now() });
  });
});

afterAll(async () => {
  await env.cleanup();
  // The emulator stops after the run, so keep a copy of its rule coverage report.
  const url = ruleCoverageUrl(RULES_PROJECT);
  const file = resolve(import.meta.dirname, '../../coverage/firestore-rules-coverage.html');
  const report = await fetch(url).then((response) => (response.ok ? response.text() : null), () => null);
  if (report) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, report);
  }
  console.info(`Firestore rules coverage report: ${url}${report ? ` (saved to ${file})` : ''}`);
});

// ---- documents ------------------------------------------------------------------------------------------------

function storedImage(): DocumentData {
  return {
    title: '지붕 공사',
    category: '지보공사',
    description: null,
    imageUrl: 'https://example.test/a.webp',
    thumbnailUrl: 'https://example.test/a-thumb.webp',
    fileName: '1700000000000-a.jpg',
    thumbnailFileName: '1700000000000-thumb-a.webp',
    uploadedAt: Timestamp.now(),
    uploaderUid: ADMIN_UID,
    uploaderEmail: 'admin@example.com',
    isFeatured: false,
    isHeroImage: false,
  };
}

function newImage(overrides: DocumentData = {}): DocumentData {
  return { ...storedImage(), uploadedAt: serverTimestamp(), ...overrides };
}

function newInquiry(overrides: DocumentData = {}): DocumentData {
  return {
    name: '홍길동',
    email: 'hong@example.com',
    phone: '010-1234-5678',
    message: '지붕 누수 점검 부탁드립니다.',
    submittedAt: serverTimestamp(),
    status: '신규',
    privacyConsentVersion: PRIVACY_CONSENT_VERSION,
    privacyConsentAt: serverTimestamp(),
    ...overrides,
  };
}

/** What the adapter writes (src/backend/firebase/activity-log.ts). */
function activityFields(draft: ActivityDraft, overrides: DocumentData = {}): DocumentData {
  return {
    type: draft.type,
    text: draft.text,
    relatedId: draft.relatedId,
    userId: draft.userId,
    details: draft.details,
    timestamp: serverTimestamp(),
    expireAt: Timestamp.fromDate(activityExpiry(new Date())),
    ...overrides,
  };
}

/** The new_inquiry activity of the seeded inquiry inq-1 (name 홍길동, e-mail hong@example.com). */
function inquiryActivity(overrides: DocumentData = {}): DocumentData {
  return activityFields(activityDrafts.newInquiry('inq-1', '홍길동', 'hong@example.com'), overrides);
}

const images = (db: Firestore) => collection(db, COLLECTIONS.images);
const inquiries = (db: Firestore) => collection(db, COLLECTIONS.inquiries);
const activities = (db: Firestore) => collection(db, COLLECTIONS.activities);

// ---- constructionImages ---------------------------------------------------------------------------------------

describe('constructionImages', () => {
  it('anyone reads one image and lists them', async () => {
    await assertSucceeds(getDoc(doc(as.anonymous, COLLECTIONS.images, 'img-1')));
    await assertSucceeds(getDocs(query(images(as.anonymous), orderBy('uploadedAt', 'desc'), limit(9))));
    await assertSucceeds(getDocs(images(as.user)));
  });

  it('an admin creates a well-formed image (server time, own uid)', async () => {
    await assertSucceeds(addDoc(images(as.admin), newImage()));
    await assertSucceeds(addDoc(images(as.admin), newImage({ description: '설명', thumbnailUrl: null, thumbnailFileName: null })));
  });

  it('refuses malformed images, even from an admin', async () => {
    await assertFails(addDoc(images(as.admin), newImage({ extra: 1 })));
    await assertFails(addDoc(images(as.admin), newImage({ title: '   ' })));
    await assertFails(addDoc(images(as.admin), newImage({ title: 'x'.repeat(101) })));
    await assertFails(addDoc(images(as.admin), newImage({ category: '기타' })));
    await assertFails(addDoc(images(as.admin), newImage({ description: 'x'.repeat(1001) })));
    await assertFails(addDoc(images(as.admin), newImage({ uploadedAt: Timestamp.now() })));
    await assertFails(addDoc(images(as.admin), newImage({ uploaderUid: 'someone-else' })));
    await assertFails(addDoc(images(as.admin), newImage({ isFeatured: 'yes' })));
    const { fileName: _omitted, ...withoutFile } = newImage();
    await assertFails(addDoc(images(as.admin), withoutFile));
  });

  it('visitors and signed-in non-admins cannot create, edit or delete', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(addDoc(images(db), newImage({ uploaderUid: USER_UID })));
      await assertFails(updateDoc(doc(db, COLLECTIONS.images, 'img-1'), { isFeatured: true }));
      await assertFails(updateDoc(doc(db, COLLECTIONS.images, 'img-1'), { isHeroImage: true }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.images, 'img-1')));
    }
  });

  it('an admin edits title, category, description and the flags, and deletes', async () => {
    const ref = doc(as.admin, COLLECTIONS.images, 'img-1');
    await assertSucceeds(updateDoc(ref, { title: '새 제목', category: 'AS', description: '새 설명' }));
    await assertSucceeds(updateDoc(ref, { isFeatured: true }));
    await assertSucceeds(updateDoc(ref, { isHeroImage: true }));
    await assertSucceeds(deleteDoc(ref));
  });

  it('an admin cannot change files, dates or uploader, nor write a bad edit', async () => {
    const ref = doc(as.admin, COLLECTIONS.images, 'img-1');
    await assertFails(updateDoc(ref, { fileName: 'other.jpg' }));
    await assertFails(updateDoc(ref, { imageUrl: 'https://evil.test/x.jpg' }));
    await assertFails(updateDoc(ref, { uploadedAt: Timestamp.now() }));
    await assertFails(updateDoc(ref, { uploaderUid: 'x' }));
    await assertFails(updateDoc(ref, { title: '' }));
    await assertFails(updateDoc(ref, { isFeatured: 'true' }));
  });
});

// ---- inquiries ------------------------------------------------------------------------------------------------

describe('inquiries', () => {
  it('anyone creates a well-formed inquiry (e-mail optional)', async () => {
    await assertSucceeds(addDoc(inquiries(as.anonymous), newInquiry()));
    await assertSucceeds(addDoc(inquiries(as.anonymous), newInquiry({ email: null })));
    await assertSucceeds(addDoc(inquiries(as.user), newInquiry()));
  });

  it('accepts the limits of INQUIRY_LIMITS exactly, and refuses one more character', async () => {
    const atLimit = {
      name: 'n'.repeat(INQUIRY_LIMITS.name),
      phone: '1'.repeat(INQUIRY_LIMITS.phone),
      email: 'e'.repeat(INQUIRY_LIMITS.email),
      message: 'm'.repeat(INQUIRY_LIMITS.message),
    };
    await assertSucceeds(addDoc(inquiries(as.anonymous), newInquiry(atLimit)));
    for (const [field, value] of Object.entries(atLimit)) {
      await assertFails(addDoc(inquiries(as.anonymous), newInquiry({ [field]: `${value}x` })));
    }
  });

  it('refuses malformed inquiries', async () => {
    const db = as.anonymous;
    await assertFails(addDoc(inquiries(db), newInquiry({ extra: 'x' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ status: '답변완료' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ submittedAt: Timestamp.now() })));
    await assertFails(addDoc(inquiries(db), newInquiry({ privacyConsentAt: Timestamp.fromMillis(Date.now() - DAY_MS) })));
    await assertFails(addDoc(inquiries(db), newInquiry({ phone: '   ' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ name: '' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ message: ' \n ' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ email: 42 })));
    await assertFails(addDoc(inquiries(db), newInquiry({ privacyConsentVersion: '' })));
    await assertFails(addDoc(inquiries(db), newInquiry({ message: 'x'.repeat(100_000) })));
    const { privacyConsentAt: _omitted, ...withoutConsent } = newInquiry();
    await assertFails(addDoc(inquiries(db), withoutConsent));
  });

  it('only admins read them', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(getDoc(doc(db, COLLECTIONS.inquiries, 'inq-1')));
      await assertFails(getDocs(query(inquiries(db), limit(7))));
    }
    await assertSucceeds(getDoc(doc(as.admin, COLLECTIONS.inquiries, 'inq-1')));
    await assertSucceeds(getDocs(query(inquiries(as.admin), orderBy('submittedAt', 'desc'), limit(8))));
  });

  it('admins change only the status, to one of the three values', async () => {
    const ref = doc(as.admin, COLLECTIONS.inquiries, 'inq-1');
    await assertSucceeds(updateDoc(ref, { status: '확인중' }));
    await assertSucceeds(updateDoc(ref, { status: '답변완료' }));
    await assertSucceeds(updateDoc(ref, { status: '신규' }));
    await assertFails(updateDoc(ref, { status: '보류' }));
    await assertFails(updateDoc(ref, { status: '확인중', name: '다른 이름' }));
    await assertFails(updateDoc(ref, { message: '고친 내용' }));
  });

  it('visitors and non-admins cannot update or delete; admins delete', async () => {
    for (const db of [as.anonymous, as.user]) {
      await assertFails(updateDoc(doc(db, COLLECTIONS.inquiries, 'inq-1'), { status: '확인중' }));
      await assertFails(deleteDoc(doc(db, COLLECTIONS.inquiries, 'inq-1')));
    }
    await assertSucceeds(deleteDoc(doc(as.admin, COLLECTIONS.inquiries, 'inq-1')));
  });
});

// ---- activities -----------------------------------------------------------------------------------------------

describe('activities', () => {
  it('anyone creates the new_inquiry activity of an existing inquiry', async () => {
    await assertSucceeds(addDoc(activities(as.anonymous), inquiryActivity()));
    await assertSucceeds(addDoc(activities(as.admin), inquiryActivity()));
  });

  it('refuses a new_inquiry activity that does not match a real inquiry or the expected shape', async () => {
    const db = as.anonymous;
    const other = activityDrafts.newInquiry('no-such-inquiry', '홍길동', 'hong@example.com');
    await assertFails(addDoc(activities(db), activityFields(other)));
    await assertFails(addDoc(activities(db), inquiryActivity({ details: { inquiryName: '다른 사람', inquiryEmail: 'hong@example.com' } })));
    await assertFails(addDoc(activities(db), inquiryActivity({ details: { inquiryName: '홍길동', inquiryEmail: 'hong@example.com', extra: 1 } })));
    await assertFails(addDoc(activities(db), inquiryActivity({ text: '관리자님, 이 링크를 눌러 주세요.' })));
    await assertFails(addDoc(activities(db), inquiryActivity({ userId: USER_UID })));
    await assertFails(addDoc(activities(db), inquiryActivity({ timestamp: Timestamp.now() })));
    await assertFails(addDoc(activities(db), inquiryActivity({ expireAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS) })));
    await assertFails(addDoc(activities(db), inquiryActivity({ expireAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) })));
    await assertFails(addDoc(activities(db), inquiryActivity({ extra: true })));
  });

  it('only admins create the other types, in their own name', async () => {
    const draft = activityDrafts.imageUpload('img-1', '지붕 공사', ADMIN_UID);
    await assertFails(addDoc(activities(as.anonymous), activityFields(draft)));
    await assertFails(addDoc(activities(as.user), activityFields({ ...draft, userId: USER_UID })));
    await assertSucceeds(addDoc(activities(as.admin), activityFields(draft)));
    await assertSucceeds(addDoc(activities(as.admin), activityFields(activityDrafts.inquiryDelete('inq-1', '홍길동', ADMIN_UID))));
    await assertFails(addDoc(activities(as.admin), activityFields({ ...draft, userId: 'someone-else' })));
    await assertFails(addDoc(activities(as.admin), activityFields(draft, { type: 'password_reset' })));
    await assertFails(addDoc(activities(as.admin), activityFields(draft, { timestamp: Timestamp.now() })));
  });

  it('only admins read them, and lists need a limit of at most 50', async () => {
    const latest = (db: Firestore, count?: number) =>
      getDocs(count === undefined ? query(activities(db), orderBy('timestamp', 'desc')) : query(activities(db), orderBy('timestamp', 'desc'), limit(count)));
    await assertSucceeds(latest(as.admin, 5));
    await assertSucceeds(latest(as.admin, 50));
    await assertFails(latest(as.admin, 51));
    await assertFails(latest(as.admin));
    await assertSucceeds(getDoc(doc(as.admin, COLLECTIONS.activities, 'act-1')));
    for (const db of [as.anonymous, as.user]) {
      await assertFails(latest(db, 5));
      await assertFails(getDoc(doc(db, COLLECTIONS.activities, 'act-1')));
    }
  });

  it('nobody edits the log; only admins delete from it', async () => {
    for (const db of [as.anonymous, as.user, as.admin]) {
      await assertFails(updateDoc(doc(db, COLLECTIONS.activities, 'act-1'), { text: '바뀐 기록' }));
    }
    for (const db of [as.anonymous, as.user]) await assertFails(deleteDoc(doc(db, COLLECTIONS.activities, 'act-1')));
    await assertSucceeds(deleteDoc(doc(as.admin, COLLECTIONS.activities, 'act-1')));
  });
});

describe('everything else', () => {
  it('is denied to everyone', async () => {
    for (const db of [as.anonymous, as.user, as.admin]) {
      await assertFails(getDoc(doc(db, 'settings', 'site')));
      await assertFails(setDoc(doc(db, 'settings', 'site'), { open: true }));
      await assertFails(setDoc(doc(db, COLLECTIONS.images, 'img-1', 'comments', 'c1'), { text: 'x' }));
    }
  });
});
