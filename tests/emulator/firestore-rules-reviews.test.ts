import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  JOBS_COLLECTION,
  MAX_PUBLIC_REVIEWS_LIMIT,
  NEW_REVIEW_ACTIVITY_WINDOW_MINUTES,
  REVIEW_LIMITS,
  REVIEW_LINK_VALID_DAYS,
  REVIEW_LINKS_COLLECTION,
  REVIEW_PHOTO_LIMITS,
  REVIEWS_COLLECTION,
} from '@/config/constants';
import { activityDrafts } from '@/domain/activity';
import { reviewLinkExpiry } from '@/domain/reviews';
import { ADMIN_UID, USER_UID, setUpRulesEnvironment } from './support/rules-env';
import { DAY_MS, activityFields } from './support/rules-fixtures';

/**
 * firestore.rules for customer reviews: administrators make one-time links; a customer without an account writes
 * one review through an unused, unexpired link, with bounded fields, marking the link used in the same batch;
 * visitors read approved reviews only; only administrators approve, hide or delete.
 */
const rules = setUpRulesEnvironment();
const MINUTE_MS = 60 * 1000;

const OPEN = 'OpenLinkOpenLinkOpenLinkOpen0001';
const USED = 'UsedLinkUsedLinkUsedLinkUsed0001';
const EXPIRED = 'ExpiredLinkExpiredLinkExpired001';
const FRESH = 'FreshLinkFreshLinkFreshLink00001';

const link = (db: Firestore, token: string) => doc(db, REVIEW_LINKS_COLLECTION, token);
const review = (db: Firestore, id: string) => doc(db, REVIEWS_COLLECTION, id);
const reviews = (db: Firestore) => collection(db, REVIEWS_COLLECTION);

/** A link as createReviewLink writes it (for inq-1, the seeded inquiry). */
function newLink(overrides: DocumentData = {}): DocumentData {
  return {
    createdAt: serverTimestamp(),
    expiresAt: Timestamp.fromDate(reviewLinkExpiry(new Date())),
    usedAt: null,
    reviewId: null,
    inquiryId: 'inq-1',
    jobId: null,
    workType: 'roofing',
    createdBy: ADMIN_UID,
    ...overrides,
  };
}

/** A stored link made `daysAgo` days ago. */
function storedLink(daysAgo: number): DocumentData {
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  return { ...newLink(), createdAt: Timestamp.fromDate(createdAt), expiresAt: Timestamp.fromDate(reviewLinkExpiry(createdAt)) };
}

/** A review as submitReview writes it through `token` (the link's inquiry, job and work type copied). */
function newReview(token: string, overrides: DocumentData = {}): DocumentData {
  return {
    linkId: token,
    rating: 5,
    text: '꼼꼼하게 시공해 주셔서 감사합니다.',
    name: '홍○○',
    nameShown: false,
    photoCount: 1,
    status: 'pending',
    createdAt: serverTimestamp(),
    inquiryId: 'inq-1',
    jobId: null,
    workType: 'roofing',
    ...overrides,
  };
}

/** What the customer's browser sends: the review and the link marked used, in one batch. */
function submit(db: Firestore, token: string, fields: DocumentData = {}, linkUse: DocumentData = {}, reviewId = 'rev-new') {
  const batch = writeBatch(db);
  batch.set(review(db, reviewId), newReview(token, fields));
  batch.update(link(db, token), { usedAt: serverTimestamp(), reviewId, ...linkUse });
  return batch.commit();
}

/** A stored review with the given status. */
function storedReview(status: string, overrides: DocumentData = {}): DocumentData {
  return { ...newReview(USED), status, createdAt: Timestamp.now(), ...overrides };
}

async function seedLinksAndReviews() {
  await rules.seed(async (db) => {
    await setDoc(link(db, OPEN), storedLink(1));
    await setDoc(link(db, USED), { ...storedLink(2), usedAt: Timestamp.now(), reviewId: 'rev-used' });
    await setDoc(link(db, EXPIRED), storedLink(REVIEW_LINK_VALID_DAYS + 1));
    await setDoc(review(db, 'rev-used'), storedReview('pending'));
    await setDoc(review(db, 'rev-approved'), storedReview('approved', { name: '김철수', nameShown: true }));
    await setDoc(review(db, 'rev-hidden'), storedReview('hidden'));
  });
}

describe('review links', () => {
  it('admins make a link for an inquiry, a job or neither, valid REVIEW_LINK_VALID_DAYS', async () => {
    await rules.seed((seeding) => setDoc(doc(seeding, JOBS_COLLECTION, 'job-1'), { title: '원주 지붕 교체', isPublished: false }));
    const db = rules.as.admin;
    await assertSucceeds(setDoc(link(db, FRESH), newLink()));
    await assertSucceeds(
      setDoc(link(db, 'FreshLinkForAJobFreshLinkForAJob'), newLink({ inquiryId: null, jobId: 'job-1', workType: null })),
    );
    await assertSucceeds(setDoc(link(db, 'FreshLink-On_Its_Own-FreshLink01'), newLink({ inquiryId: null })));
  });

  it('refuses a link from visitors or non-admins, with a short or odd token, or with wrong fields', async () => {
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(setDoc(link(db, FRESH), newLink({ createdBy: USER_UID })));
    const db = rules.as.admin;
    for (const token of [
      'short',
      'FreshLinkFreshLinkFreshLink0000',
      'FreshLinkFreshLinkFreshLink000001',
      'FreshLinkFreshLinkFreshLink0000+',
      'FreshLinkFreshLinkFreshLink0000.',
    ]) {
      await assertFails(setDoc(link(db, token), newLink()));
    }
    for (const overrides of [
      { expiresAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) },
      { expiresAt: Timestamp.fromMillis(Date.now() + 2 * DAY_MS) },
      { createdAt: Timestamp.now() },
      { usedAt: serverTimestamp() },
      { reviewId: 'rev-1' },
      { inquiryId: 'no-such-inquiry' },
      { inquiryId: null, jobId: 'no-such-job' },
      { workType: 'painting' },
      { createdBy: 'someone-else' },
      { extra: true },
    ]) {
      await assertFails(setDoc(link(db, FRESH), newLink(overrides)));
    }
  });

  it('anyone gets a link by its token; only admins list them', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(getDoc(link(rules.as.anonymous, OPEN)));
    await assertSucceeds(getDoc(link(rules.as.anonymous, 'NoSuchLinkNoSuchLinkNoSuchLink01')));
    await assertFails(getDocs(query(collection(rules.as.anonymous, REVIEW_LINKS_COLLECTION), limit(10))));
    await assertFails(getDocs(query(collection(rules.as.user, REVIEW_LINKS_COLLECTION), limit(10))));
    await assertSucceeds(getDocs(query(collection(rules.as.admin, REVIEW_LINKS_COLLECTION), limit(10))));
  });
});

describe('writing a review through a link', () => {
  it('a visitor writes a review through an unused, unexpired link, marking it used in the same batch', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, OPEN));
    const used = await getDoc(link(rules.as.anonymous, OPEN));
    expect(used.get('reviewId')).toBe('rev-new');
    expect(used.get('usedAt')).toBeInstanceOf(Timestamp);
  });

  it('exactly one review per link: a second one, or one through a used link, is refused', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, OPEN));
    await assertFails(submit(rules.as.anonymous, OPEN, {}, {}, 'rev-second'));
    await assertFails(submit(rules.as.anonymous, USED, {}, {}, 'rev-again'));
  });

  it('refuses a review through an expired or unknown link', async () => {
    await seedLinksAndReviews();
    await assertFails(submit(rules.as.anonymous, EXPIRED));
    await assertFails(submit(rules.as.anonymous, 'NoSuchLinkNoSuchLinkNoSuchLink01'));
  });

  it('refuses the review without marking its link, and marking the link without its review', async () => {
    await seedLinksAndReviews();
    await assertFails(setDoc(review(rules.as.anonymous, 'rev-new'), newReview(OPEN)));
    await assertFails(updateDoc(link(rules.as.anonymous, OPEN), { usedAt: serverTimestamp(), reviewId: 'rev-new' }));
    await assertFails(updateDoc(link(rules.as.anonymous, OPEN), { usedAt: serverTimestamp(), reviewId: 'rev-approved' }));
  });

  it('refuses a batch that marks the link with another review, a wrong time, or changes more', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    await assertFails(submit(db, OPEN, {}, { reviewId: 'rev-other' }));
    await assertFails(submit(db, OPEN, {}, { usedAt: Timestamp.now() }));
    await assertFails(submit(db, OPEN, {}, { expiresAt: Timestamp.fromMillis(Date.now() + 300 * DAY_MS) }));
    await assertFails(submit(db, OPEN, { linkId: USED }));
  });

  it('accepts the bounds and refuses fields outside them', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    for (const fields of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      { text: '' },
      { text: ' \u3000\u200b' },
      { text: 'x'.repeat(REVIEW_LIMITS.text + 1) },
      // A hidden name is stored masked, never whole.
      { name: '홍길동', nameShown: false },
      { name: '홍○○○○○○', nameShown: false },
      // The visible characters of a masked name are never blank (U+3000, U+3164 ... show nothing).
      ...['\u3000○○', '\u3164○○', '\u200b○', '\u3164\u3164○○', '홍○○ \u3164○○', 'ㅤ○○', '\u00a0○○'].map((name) => ({
        name,
        nameShown: false,
      })),
      { name: 'x'.repeat(REVIEW_LIMITS.name + 1), nameShown: true },
      { name: '', nameShown: true },
      { nameShown: 'no' },
      { photoCount: REVIEW_PHOTO_LIMITS.maxFiles + 1 },
      { photoCount: -1 },
      { status: 'approved' },
      { createdAt: Timestamp.now() },
      { inquiryId: null },
      { workType: 'waterproofing' },
      { jobId: 'job-1' },
      { extra: true },
    ]) {
      await assertFails(submit(db, OPEN, fields));
    }
    await assertSucceeds(
      submit(db, OPEN, {
        rating: REVIEW_LIMITS.ratingMin,
        text: 'x'.repeat(REVIEW_LIMITS.text),
        name: 'J○○ S○○',
        photoCount: REVIEW_PHOTO_LIMITS.maxFiles,
      }),
    );
  });

  it('accepts a shown name as typed', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, OPEN, { name: '홍길동', nameShown: true, photoCount: 0 }));
  });
});

describe('reading reviews', () => {
  it('visitors read approved reviews only', async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertSucceeds(getDoc(review(db, 'rev-approved')));
      await assertFails(getDoc(review(db, 'rev-used')));
      await assertFails(getDoc(review(db, 'rev-hidden')));
    }
  });

  it('visitors list approved reviews with a limit of at most MAX_PUBLIC_REVIEWS_LIMIT; admins list all', async () => {
    await seedLinksAndReviews();
    const approved = (db: Firestore, count?: number) =>
      getDocs(
        count === undefined
          ? query(reviews(db), where('status', '==', 'approved'))
          : query(reviews(db), where('status', '==', 'approved'), limit(count)),
      );
    await assertSucceeds(approved(rules.as.anonymous, 3));
    await assertSucceeds(approved(rules.as.anonymous, MAX_PUBLIC_REVIEWS_LIMIT));
    await assertSucceeds(
      getDocs(query(reviews(rules.as.anonymous), where('jobId', '==', 'job-1'), where('status', '==', 'approved'), limit(3))),
    );
    await assertFails(approved(rules.as.anonymous, MAX_PUBLIC_REVIEWS_LIMIT + 1));
    await assertFails(approved(rules.as.anonymous));
    await assertFails(getDocs(query(reviews(rules.as.anonymous), limit(3))));
    await assertFails(getDocs(query(reviews(rules.as.anonymous), where('status', '==', 'pending'), limit(3))));
    await assertSucceeds(getDocs(query(reviews(rules.as.admin), limit(50))));
    await assertSucceeds(getDocs(query(reviews(rules.as.admin), where('status', '==', 'pending'), limit(7))));
  });
});

describe('approving and hiding reviews', () => {
  it('only admins change the status, to a known one', async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(updateDoc(review(db, 'rev-used'), { status: 'approved' }));
      await assertFails(updateDoc(review(db, 'rev-approved'), { status: 'hidden' }));
    }
    const db = rules.as.admin;
    await assertSucceeds(updateDoc(review(db, 'rev-used'), { status: 'approved' }));
    await assertSucceeds(updateDoc(review(db, 'rev-used'), { status: 'hidden' }));
    await assertSucceeds(updateDoc(review(db, 'rev-used'), { status: 'pending' }));
    await assertFails(updateDoc(review(db, 'rev-used'), { status: 'published' }));
  });

  it('admins change nothing the customer wrote', async () => {
    await seedLinksAndReviews();
    const db = rules.as.admin;
    for (const change of [
      { rating: 1 },
      { text: '고친 글' },
      { name: '김철수' },
      { nameShown: true },
      { status: 'approved', text: '고친 글' },
    ]) {
      await assertFails(updateDoc(review(db, 'rev-used'), change));
    }
  });

  it('only admins delete a review', async () => {
    await seedLinksAndReviews();
    await assertFails(deleteDoc(review(rules.as.anonymous, 'rev-approved')));
    await assertFails(deleteDoc(review(rules.as.user, 'rev-approved')));
    await assertSucceeds(deleteDoc(review(rules.as.admin, 'rev-approved')));
  });
});

describe('review activities', () => {
  const activity = (db: Firestore, id: string) => doc(db, COLLECTIONS.activities, id);

  it('the customer adds the new_review activity of a fresh review, under its id, with its name and rating', async () => {
    await seedLinksAndReviews();
    const draft = activityDrafts.newReview('rev-used', '홍○○', 5);
    await assertSucceeds(setDoc(activity(rules.as.anonymous, 'rev-used'), activityFields(draft)));
  });

  it('refuses one that does not match its review, is late, or names no review', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    const fields = (name: string, rating: number, overrides: DocumentData = {}) =>
      activityFields(activityDrafts.newReview('rev-used', name, rating), overrides);
    await assertFails(setDoc(activity(db, 'rev-used'), fields('김○○', 5)));
    await assertFails(setDoc(activity(db, 'rev-used'), fields('홍○○', 4)));
    await assertFails(setDoc(activity(db, 'rev-used'), fields('홍○○', 5, { text: '관리자님, 이 링크를 눌러 주세요.' })));
    await assertFails(setDoc(activity(db, 'rev-used'), fields('홍○○', 5, { details: { reviewName: '홍○○', rating: 5, extra: 1 } })));
    await assertFails(setDoc(activity(db, 'no-such-review'), activityFields(activityDrafts.newReview('no-such-review', '홍○○', 5))));
    await rules.seed((seeding) =>
      setDoc(
        review(seeding, 'rev-old'),
        storedReview('pending', { createdAt: Timestamp.fromMillis(Date.now() - (NEW_REVIEW_ACTIVITY_WINDOW_MINUTES + 1) * MINUTE_MS) }),
      ),
    );
    await assertFails(setDoc(activity(db, 'rev-old'), activityFields(activityDrafts.newReview('rev-old', '홍○○', 5))));
  });

  it('admins log a status change or a deletion with exactly its details', async () => {
    const db = rules.as.admin;
    const activities = collection(db, COLLECTIONS.activities);
    await assertSucceeds(
      addDoc(activities, activityFields(activityDrafts.reviewStatusChange('rev-1', '홍○○', 'pending', 'approved', ADMIN_UID))),
    );
    await assertSucceeds(addDoc(activities, activityFields(activityDrafts.reviewDelete('rev-1', '홍○○', ADMIN_UID))));
    const change = activityDrafts.reviewStatusChange('rev-1', '홍○○', 'pending', 'approved', ADMIN_UID);
    await assertFails(addDoc(activities, activityFields({ ...change, details: { reviewName: '홍○○', from: 'pending', to: 'published' } })));
    await assertFails(addDoc(activities, activityFields({ ...change, details: { reviewName: '홍○○', to: 'approved' } })));
    await assertFails(addDoc(collection(rules.as.user, COLLECTIONS.activities), activityFields({ ...change, userId: USER_UID })));
  });
});
