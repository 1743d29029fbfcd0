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
  type WriteBatch,
} from 'firebase/firestore';
import {
  COLLECTIONS,
  JOBS_COLLECTION,
  REVIEW_LINK_DETAILS_COLLECTION,
  REVIEW_LINKS_COLLECTION,
  REVIEW_SOURCES_COLLECTION,
  REVIEWS_COLLECTION,
} from '@/config/collections';
import {
  MAX_PUBLIC_REVIEWS_LIMIT,
  NEW_REVIEW_ACTIVITY_WINDOW_MINUTES,
  REVIEW_LIMITS,
  REVIEW_LINK_VALID_DAYS,
  REVIEW_PHOTO_LIMITS,
} from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { reviewLinkExpiry } from '@/domain/reviews';
import {
  ADMIN_UID,
  assertFails,
  assertSucceeds,
  clientTime,
  describe,
  expect,
  it,
  setUpRulesEnvironment,
  USER_UID,
} from './support/rules-env';
import { DAY_MS, activityFields } from './support/rules-fixtures';

/**
 * firestore.rules for customer reviews: administrators make one-time links (a public half and admin-only details);
 * a customer without an account writes one review through an unused, unexpired link, in one batch of four writes
 * (the review, its admin-only source, the link used, the details marked); visitors read approved reviews and a
 * link's public half only, neither of which names the link's inquiry, job, maker or review; only administrators
 * approve, hide or delete, and set a review's job only to its link's.
 */
const rules = setUpRulesEnvironment();
const MINUTE_MS = 60 * 1000;

const OPEN = 'OpenLinkOpenLinkOpenLinkOpen0001';
const OPEN_2 = 'OpenLinkOpenLinkOpenLinkOpen0002';
const USED = 'UsedLinkUsedLinkUsedLinkUsed0001';
const EXPIRED = 'ExpiredLinkExpiredLinkExpired001';
const FRESH = 'FreshLinkFreshLinkFreshLink00001';
const FOR_A_JOB = 'LinkForAJobLinkForAJobLinkForAJ1';
const UNKNOWN = 'NoSuchLinkNoSuchLinkNoSuchLink01';

/** What a visitor may read of a link, and of an approved review: exactly these fields. */
const PUBLIC_LINK_FIELDS = ['expiresAt', 'used', 'workType'];
const PUBLIC_REVIEW_FIELDS = ['createdAt', 'jobId', 'name', 'nameShown', 'photoCount', 'rating', 'showOnJob', 'status', 'text', 'workType'];

const link = (db: Firestore, token: string) => doc(db, REVIEW_LINKS_COLLECTION, token);
const details = (db: Firestore, token: string) => doc(db, REVIEW_LINK_DETAILS_COLLECTION, token);
const review = (db: Firestore, id: string) => doc(db, REVIEWS_COLLECTION, id);
const source = (db: Firestore, id: string) => doc(db, REVIEW_SOURCES_COLLECTION, id);
const reviews = (db: Firestore) => collection(db, REVIEWS_COLLECTION);

/** A link's public half as createReviewLink writes it. */
function newLink(overrides: DocumentData = {}): DocumentData {
  return { expiresAt: Timestamp.fromDate(reviewLinkExpiry(new Date())), used: false, workType: 'roofing', ...overrides };
}

/** A link's admin-only details as createReviewLink writes them (for inq-1, the seeded inquiry). */
function newDetails(overrides: DocumentData = {}): DocumentData {
  return {
    createdAt: serverTimestamp(),
    createdBy: ADMIN_UID,
    inquiryId: 'inq-1',
    jobId: null,
    usedAt: null,
    reviewId: null,
    ...overrides,
  };
}

/** What createReviewLink sends: both halves in one batch. */
function makeLink(db: Firestore, token: string, linkFields: DocumentData = {}, detailsFields: DocumentData = {}) {
  const batch = writeBatch(db);
  batch.set(link(db, token), newLink(linkFields));
  batch.set(details(db, token), newDetails(detailsFields));
  return batch.commit();
}

/** A stored link made `daysAgo` days ago: its public half and its details. */
function storedLink(daysAgo: number, detailsFields: DocumentData = {}): [DocumentData, DocumentData] {
  const createdAt = new Date(Date.now() - daysAgo * DAY_MS);
  return [
    { ...newLink(), expiresAt: Timestamp.fromDate(reviewLinkExpiry(createdAt)) },
    { ...newDetails(), createdAt: Timestamp.fromDate(createdAt), ...detailsFields },
  ];
}

/** A review as submitReview writes it (the link's work type; no job; not shown on the job's page unless ticked). */
function newReview(overrides: DocumentData = {}): DocumentData {
  return {
    rating: 5,
    text: '꼼꼼하게 시공해 주셔서 감사합니다.',
    name: '홍○○',
    nameShown: false,
    photoCount: 1,
    showOnJob: false,
    status: 'pending',
    createdAt: serverTimestamp(),
    jobId: null,
    workType: 'roofing',
    ...overrides,
  };
}

/** The four writes of the customer's batch, each replaceable (null: left out). */
interface Submission {
  reviewId?: string;
  review?: DocumentData | null;
  source?: DocumentData | null;
  link?: DocumentData | null;
  details?: DocumentData | null;
  /** More writes in the same batch. */
  extra?: (batch: WriteBatch, db: Firestore) => void;
}

/** What the customer's browser sends through `token`: the review, its source, the link used, the details marked. */
function submit(db: Firestore, token: string, changes: Submission = {}) {
  const reviewId = changes.reviewId ?? 'rev-new';
  const batch = writeBatch(db);
  const reviewFields = changes.review === undefined ? newReview() : changes.review;
  const sourceFields = changes.source === undefined ? { linkId: token } : changes.source;
  const linkFields = changes.link === undefined ? { used: true } : changes.link;
  const detailsFields = changes.details === undefined ? { usedAt: serverTimestamp(), reviewId } : changes.details;
  if (reviewFields) batch.set(review(db, reviewId), reviewFields);
  if (sourceFields) batch.set(source(db, reviewId), sourceFields);
  if (linkFields) batch.update(link(db, token), linkFields);
  if (detailsFields) batch.update(details(db, token), detailsFields);
  changes.extra?.(batch, db);
  return batch.commit();
}

/** A stored review with the given status, written through USED. */
function storedReview(status: string, overrides: DocumentData = {}): DocumentData {
  return { ...newReview(), status, createdAt: Timestamp.now(), ...overrides };
}

async function seedLinksAndReviews() {
  await rules.seed(async (db) => {
    await setDoc(doc(db, JOBS_COLLECTION, 'job-1'), { title: '원주 지붕 교체', isPublished: true });
    await setDoc(doc(db, JOBS_COLLECTION, 'job-2'), { title: '홍천 징크 지붕', isPublished: true });
    const seedLink = async (token: string, [publicHalf, privateHalf]: [DocumentData, DocumentData]) => {
      await setDoc(link(db, token), publicHalf);
      await setDoc(details(db, token), privateHalf);
    };
    await seedLink(OPEN, storedLink(1));
    await seedLink(OPEN_2, storedLink(1));
    await seedLink(FOR_A_JOB, storedLink(1, { inquiryId: null, jobId: 'job-1' }));
    await seedLink(EXPIRED, storedLink(REVIEW_LINK_VALID_DAYS + 1));
    const [usedLink, usedDetails] = storedLink(2, { usedAt: Timestamp.now(), reviewId: 'rev-used' });
    await seedLink(USED, [{ ...usedLink, used: true }, usedDetails]);
    await setDoc(review(db, 'rev-used'), storedReview('pending'));
    await setDoc(source(db, 'rev-used'), { linkId: USED });
    await setDoc(review(db, 'rev-approved'), storedReview('approved', { name: '김철수', nameShown: true }));
    await setDoc(review(db, 'rev-hidden'), storedReview('hidden'));
  });
}

describe('review links', () => {
  it('admins make a link for an inquiry, a job or neither: its public half and its details in one batch', async () => {
    await seedLinksAndReviews();
    const db = rules.as.admin;
    await assertSucceeds(makeLink(db, FRESH));
    await assertSucceeds(makeLink(db, 'FreshLinkForAJobFreshLinkForAJob', { workType: null }, { inquiryId: null, jobId: 'job-1' }));
    await assertSucceeds(makeLink(db, 'FreshLink-On_Its_Own-FreshLink01', {}, { inquiryId: null }));
  });

  it('refuses a link from visitors or non-admins, either half alone, a short or odd token, or wrong fields', async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user]) await assertFails(makeLink(db, FRESH, {}, { createdBy: USER_UID }));
    const db = rules.as.admin;
    await assertFails(setDoc(link(db, FRESH), newLink()));
    await assertFails(setDoc(details(db, FRESH), newDetails()));
    for (const token of [
      'short',
      'FreshLinkFreshLinkFreshLink0000',
      'FreshLinkFreshLinkFreshLink000001',
      'FreshLinkFreshLinkFreshLink0000+',
      'FreshLinkFreshLinkFreshLink0000.',
    ]) {
      await assertFails(makeLink(db, token));
    }
    // The public half holds only what the customer's page needs.
    for (const overrides of [
      { expiresAt: Timestamp.fromMillis(Date.now() + 365 * DAY_MS) },
      { expiresAt: Timestamp.fromMillis(Date.now() + 2 * DAY_MS) },
      { used: true },
      { workType: 'painting' },
      { inquiryId: 'inq-1' },
      { jobId: null },
      { createdBy: ADMIN_UID },
      { reviewId: null },
      { usedAt: null },
      { createdAt: serverTimestamp() },
    ]) {
      await assertFails(makeLink(db, FRESH, overrides));
    }
    for (const overrides of [
      { createdAt: clientTime() },
      { usedAt: serverTimestamp() },
      { reviewId: 'rev-1' },
      { inquiryId: 'no-such-inquiry' },
      { inquiryId: null, jobId: 'no-such-job' },
      { createdBy: 'someone-else' },
      { extra: true },
    ]) {
      await assertFails(makeLink(db, FRESH, {}, overrides));
    }
  });

  it('anyone gets a link by its token, which holds only its expiry, whether it was used and its work type', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(makeLink(rules.as.admin, FRESH, {}, { inquiryId: 'inq-1' }));
    for (const db of [rules.as.anonymous, rules.as.user]) {
      for (const token of [FRESH, OPEN, USED]) {
        const snapshot = await assertSucceeds(getDoc(link(db, token)));
        expect(Object.keys(snapshot.data() ?? {}).sort()).toEqual(PUBLIC_LINK_FIELDS);
      }
      await assertSucceeds(getDoc(link(db, UNKNOWN)));
    }
    // ... and after the customer used it.
    await assertSucceeds(submit(rules.as.anonymous, FRESH));
    const used = await getDoc(link(rules.as.anonymous, FRESH));
    expect(used.data()).toEqual({ expiresAt: expect.any(Timestamp), used: true, workType: 'roofing' });
  });

  it("only admins get or list a link's details (its inquiry, job, maker, use and review), or list links", async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user]) {
      for (const token of [OPEN, USED, UNKNOWN]) await assertFails(getDoc(details(db, token)));
      await assertFails(getDocs(query(collection(db, REVIEW_LINK_DETAILS_COLLECTION), limit(10))));
      await assertFails(getDocs(query(collection(db, REVIEW_LINK_DETAILS_COLLECTION), where('reviewId', '==', 'rev-used'), limit(1))));
      await assertFails(getDocs(query(collection(db, REVIEW_LINKS_COLLECTION), limit(10))));
    }
    const admin = rules.as.admin;
    expect((await assertSucceeds(getDoc(details(admin, USED)))).data()).toMatchObject({ inquiryId: 'inq-1', reviewId: 'rev-used' });
    await assertSucceeds(
      getDocs(query(collection(admin, REVIEW_LINK_DETAILS_COLLECTION), where('reviewId', 'in', ['rev-used']), limit(1))),
    );
    await assertSucceeds(getDocs(query(collection(admin, REVIEW_LINKS_COLLECTION), limit(10))));
  });

  it('nobody but the customer batch changes a link or its details; only admins delete them', async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user, rules.as.admin]) {
      await assertFails(updateDoc(link(db, OPEN), { expiresAt: Timestamp.fromMillis(Date.now() + 300 * DAY_MS) }));
      await assertFails(updateDoc(details(db, OPEN), { inquiryId: null }));
      await assertFails(updateDoc(link(db, USED), { used: false }));
      await assertFails(updateDoc(details(db, USED), { usedAt: null, reviewId: null }));
    }
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(deleteDoc(link(db, OPEN)));
      await assertFails(deleteDoc(details(db, OPEN)));
    }
    await assertSucceeds(deleteDoc(details(rules.as.admin, OPEN)));
    await assertSucceeds(deleteDoc(link(rules.as.admin, OPEN)));
  });
});

describe('writing a review through a link', () => {
  it('a visitor writes a review through an unused, unexpired link: four writes in one batch', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, OPEN));
    const admin = rules.as.admin;
    expect((await getDoc(link(admin, OPEN))).get('used')).toBe(true);
    expect((await getDoc(details(admin, OPEN))).data()).toMatchObject({
      reviewId: 'rev-new',
      usedAt: expect.any(Timestamp),
      inquiryId: 'inq-1',
    });
    expect((await getDoc(source(admin, 'rev-new'))).data()).toEqual({ linkId: OPEN });
    // What visitors will read once it is approved: no link, no inquiry.
    expect(Object.keys((await getDoc(review(admin, 'rev-new'))).data() ?? {}).sort()).toEqual(PUBLIC_REVIEW_FIELDS);
  });

  it('exactly one review per link: a second one, or one through a used link, is refused', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, OPEN));
    await assertFails(submit(rules.as.anonymous, OPEN, { reviewId: 'rev-second' }));
    await assertFails(submit(rules.as.anonymous, OPEN, { reviewId: 'rev-second', link: null }));
    await assertFails(submit(rules.as.anonymous, USED, { reviewId: 'rev-again' }));
    await assertFails(submit(rules.as.anonymous, USED, { reviewId: 'rev-again', link: null }));
  });

  it('two reviews in one batch through one link are refused', async () => {
    await seedLinksAndReviews();
    await assertFails(
      submit(rules.as.anonymous, OPEN, {
        extra: (batch, db) => {
          batch.set(review(db, 'rev-twin'), newReview());
          batch.set(source(db, 'rev-twin'), { linkId: OPEN });
        },
      }),
    );
    expect((await getDoc(link(rules.as.admin, OPEN))).get('used')).toBe(false);
    // Nor with a source left behind (its review deleted alone) that names the same link.
    await rules.seed((db) => setDoc(source(db, 'rev-ghost'), { linkId: OPEN }));
    await assertFails(submit(rules.as.anonymous, OPEN, { extra: (batch, db) => batch.set(review(db, 'rev-ghost'), newReview()) }));
    await assertSucceeds(submit(rules.as.anonymous, OPEN));
  });

  it('refuses a review through an expired or unknown link', async () => {
    await seedLinksAndReviews();
    await assertFails(submit(rules.as.anonymous, EXPIRED));
    await assertFails(submit(rules.as.anonymous, UNKNOWN));
  });

  it('refuses the shapes written before the split: a whole link, and the old customer batch', async () => {
    await seedLinksAndReviews();
    const OLD = 'OldShapeLinkOldShapeLinkOldShape';
    const createdAt = new Date(Date.now() - DAY_MS);
    const oldLink = {
      createdAt: Timestamp.fromDate(createdAt),
      expiresAt: Timestamp.fromDate(reviewLinkExpiry(createdAt)),
      usedAt: null,
      reviewId: null,
      inquiryId: 'inq-1',
      jobId: null,
      workType: 'roofing',
      createdBy: ADMIN_UID,
    };
    // The old createReviewLink: one public document holding everything.
    await assertFails(setDoc(link(rules.as.admin, FRESH), { ...oldLink, createdAt: serverTimestamp() }));
    await rules.seed((db) => setDoc(link(db, OLD), oldLink));
    // The old submitReview: the review with its link and inquiry, the link marked with usedAt and the review's id.
    const oldBatch = (db: Firestore, withSource: boolean) => {
      const batch = writeBatch(db);
      batch.set(review(db, 'rev-old-shape'), { ...newReview(), linkId: OLD, inquiryId: 'inq-1' });
      if (withSource) batch.set(source(db, 'rev-old-shape'), { linkId: OLD });
      batch.update(link(db, OLD), { usedAt: serverTimestamp(), reviewId: 'rev-old-shape' });
      return batch.commit();
    };
    await assertFails(oldBatch(rules.as.anonymous, false));
    await assertFails(oldBatch(rules.as.anonymous, true));
    // Nor the new batch, until npm run reviews:private-fields gives the old link its details.
    await assertFails(submit(rules.as.anonymous, OLD, { reviewId: 'rev-old-shape' }));
  });

  it('refuses each write without the other three, and every batch that leaves one out', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    await assertFails(setDoc(review(db, 'rev-new'), newReview()));
    await assertFails(setDoc(source(db, 'rev-new'), { linkId: OPEN }));
    await assertFails(updateDoc(link(db, OPEN), { used: true }));
    await assertFails(updateDoc(details(db, OPEN), { usedAt: serverTimestamp(), reviewId: 'rev-new' }));
    for (const leftOut of ['review', 'source', 'link', 'details'] as const) {
      await assertFails(submit(db, OPEN, { [leftOut]: null }));
    }
    // Nothing was written.
    expect((await getDoc(link(rules.as.admin, OPEN))).get('used')).toBe(false);
  });

  it('refuses details, a source or a link use that name another review or link', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    const now = serverTimestamp();
    // The details name a review that already exists, or one this batch does not write.
    await assertFails(submit(db, OPEN, { details: { usedAt: now, reviewId: 'rev-approved' } }));
    await assertFails(submit(db, OPEN, { details: { usedAt: now, reviewId: 'rev-other' } }));
    // The source names another link: used, or open and untouched.
    await assertFails(submit(db, OPEN, { source: { linkId: USED } }));
    await assertFails(submit(db, OPEN, { source: { linkId: OPEN_2 } }));
    await assertFails(submit(db, OPEN, { source: { linkId: OPEN, inquiryId: 'inq-1' } }));
    // Two links used up for one review.
    await assertFails(
      submit(db, OPEN, {
        extra: (batch, other) => {
          batch.update(link(other, OPEN_2), { used: true });
          batch.update(details(other, OPEN_2), { usedAt: serverTimestamp(), reviewId: 'rev-new' });
        },
      }),
    );
    // An old review taken over by a new source, alone or riding in a real batch.
    await assertFails(submit(db, OPEN, { reviewId: 'rev-approved', review: null }));
    await assertFails(submit(db, OPEN, { extra: (batch, other) => batch.set(source(other, 'rev-approved'), { linkId: OPEN }) }));
  });

  it('refuses a batch that marks the link or its details at a wrong time, or changes more', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    await assertFails(submit(db, OPEN, { details: { usedAt: clientTime(), reviewId: 'rev-new' } }));
    await assertFails(submit(db, OPEN, { link: { used: true, expiresAt: Timestamp.fromMillis(Date.now() + 300 * DAY_MS) } }));
    await assertFails(submit(db, OPEN, { link: { used: true, workType: 'waterproofing' } }));
    await assertFails(submit(db, OPEN, { link: { used: 'yes' } }));
    await assertFails(submit(db, OPEN, { details: { usedAt: serverTimestamp(), reviewId: 'rev-new', inquiryId: null } }));
    await assertFails(submit(db, OPEN, { details: { usedAt: serverTimestamp(), reviewId: 'rev-new', jobId: 'job-2' } }));
    await assertFails(submit(db, OPEN, { details: { usedAt: serverTimestamp(), reviewId: 'rev-new', createdBy: USER_UID } }));
    await assertFails(submit(db, OPEN, { details: { reviewId: 'rev-new' } }));
  });

  it('accepts the bounds and refuses fields outside them, the link or inquiry on the review, or a job', async () => {
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
      { createdAt: clientTime() },
      { workType: 'waterproofing' },
      { workType: null },
      // Where it came from is never on the public document.
      { linkId: OPEN },
      { inquiryId: 'inq-1' },
      { inquiryId: null },
      // Staff set the link's job; the customer cannot name one.
      { jobId: 'job-1' },
      { extra: true },
    ]) {
      await assertFails(submit(db, OPEN, { review: newReview(fields) }));
    }
    await assertSucceeds(
      submit(db, OPEN, {
        review: newReview({
          rating: REVIEW_LIMITS.ratingMin,
          text: 'x'.repeat(REVIEW_LIMITS.text),
          name: 'J○○ S○○',
          photoCount: REVIEW_PHOTO_LIMITS.maxFiles,
        }),
      }),
    );
  });

  it('accepts a shown name as typed', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, OPEN, { review: newReview({ name: '홍길동', nameShown: true, photoCount: 0 }) }));
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

  it("only admins read a review's source (the link it was written through)", async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(getDoc(source(db, 'rev-used')));
      await assertFails(getDoc(source(db, 'rev-approved')));
      await assertFails(getDocs(query(collection(db, REVIEW_SOURCES_COLLECTION), limit(10))));
    }
    expect((await assertSucceeds(getDoc(source(rules.as.admin, 'rev-used')))).data()).toEqual({ linkId: USED });
    await assertSucceeds(getDocs(query(collection(rules.as.admin, REVIEW_SOURCES_COLLECTION), limit(10))));
  });

  it('an approved review written through a link holds only the public fields', async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, FOR_A_JOB, { review: newReview({ showOnJob: true }) }));
    await assertSucceeds(updateDoc(review(rules.as.admin, 'rev-new'), { status: 'approved', jobId: 'job-1' }));
    const shown = await assertSucceeds(getDoc(review(rules.as.anonymous, 'rev-new')));
    expect(Object.keys(shown.data() ?? {}).sort()).toEqual(PUBLIC_REVIEW_FIELDS);
    expect(shown.get('jobId')).toBe('job-1');
    expect(JSON.stringify(shown.data())).not.toContain(FOR_A_JOB);
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

  it("admins set a review's job only to the job its link was made for, and only when its customer agreed", async () => {
    await seedLinksAndReviews();
    await assertSucceeds(submit(rules.as.anonymous, FOR_A_JOB, { review: newReview({ showOnJob: true }) }));
    const db = rules.as.admin;
    await assertFails(updateDoc(review(db, 'rev-new'), { status: 'approved', jobId: 'job-2' }));
    await assertFails(updateDoc(review(rules.as.user, 'rev-new'), { status: 'approved', jobId: 'job-1' }));
    await assertSucceeds(updateDoc(review(db, 'rev-new'), { status: 'approved', jobId: 'job-1' }));
    // A link made for no job: none.
    await assertFails(updateDoc(review(db, 'rev-used'), { status: 'approved', jobId: 'job-1' }));
    await assertSucceeds(updateDoc(review(db, 'rev-used'), { status: 'approved', jobId: null }));
  });

  it("a review whose customer did not agree to show it on the job's page never names its job publicly", async () => {
    await seedLinksAndReviews();
    // Written without the tick: it may not name the job (nor one from before the tick: the 'rev-old' case below).
    await assertSucceeds(submit(rules.as.anonymous, FOR_A_JOB, { review: newReview({ showOnJob: false }) }));
    const db = rules.as.admin;
    await assertFails(updateDoc(review(db, 'rev-new'), { status: 'approved', jobId: 'job-1' }));
    await assertSucceeds(updateDoc(review(db, 'rev-new'), { status: 'approved' }));
    await assertFails(updateDoc(review(db, 'rev-new'), { showOnJob: true, jobId: 'job-1' }));
    // An old review that names its job without the consent: staff may clear it.
    await rules.seed(async (seedDb) => {
      const { showOnJob: _absent, ...old } = storedReview('approved', { jobId: 'job-1' });
      await setDoc(review(seedDb, 'rev-old'), old);
    });
    await assertSucceeds(updateDoc(review(db, 'rev-old'), { status: 'hidden', jobId: null }));
  });

  it('the consent to show on the job page is a yes or no of the customer, optional in the batch', async () => {
    await seedLinksAndReviews();
    const db = rules.as.anonymous;
    for (const showOnJob of ['yes', 1, null]) await assertFails(submit(db, OPEN, { review: newReview({ showOnJob }) }));
    await assertSucceeds(submit(db, OPEN, { review: newReview({ showOnJob: true }) }));
    // A page opened before the tick existed sends no field: accepted, read as no.
    const { showOnJob: _absent, ...older } = newReview();
    await assertSucceeds(submit(db, OPEN_2, { review: older, reviewId: 'rev-new-2' }));
  });

  it('admins change nothing the customer wrote', async () => {
    await seedLinksAndReviews();
    const db = rules.as.admin;
    for (const change of [
      { rating: 1 },
      { text: '고친 글' },
      { name: '김철수' },
      { nameShown: true },
      { workType: 'ground' },
      { status: 'approved', text: '고친 글' },
      { status: 'approved', inquiryId: 'inq-1' },
    ]) {
      await assertFails(updateDoc(review(db, 'rev-used'), change));
    }
    await assertFails(updateDoc(source(db, 'rev-used'), { linkId: OPEN }));
  });

  it('only admins delete a review and its source', async () => {
    await seedLinksAndReviews();
    for (const db of [rules.as.anonymous, rules.as.user]) {
      await assertFails(deleteDoc(review(db, 'rev-approved')));
      await assertFails(deleteDoc(source(db, 'rev-used')));
    }
    const batch = writeBatch(rules.as.admin);
    batch.delete(review(rules.as.admin, 'rev-used'));
    batch.delete(source(rules.as.admin, 'rev-used'));
    await assertSucceeds(batch.commit());
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
