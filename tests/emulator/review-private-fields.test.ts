import { setLogLevel } from 'firebase/firestore/lite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFirebaseAdapter } from '@/backend/firebase/adapter';
import {
  REVIEW_LINK_DETAILS_COLLECTION,
  REVIEW_LINKS_COLLECTION,
  REVIEW_SOURCES_COLLECTION,
  REVIEWS_COLLECTION,
} from '@/config/collections';
import { reviewLinkExpiry } from '@/domain/reviews';
import * as script from '../../scripts/firebase/review-private-fields.mjs';
import { hoursAfterBase, inquiryDoc, inquiryId } from '../backend/contract/fixtures';
import { adminSdk } from './support/admin-sdk';
import { CONTRACT_PROJECT, clearFirestore, emulatorAdapterSettings, loadFirestoreRules } from './support/emulator-env';

/**
 * Reviews and review links stored before their public and admin-only halves were split: staff still read where a
 * review came from (the Firebase adapter with firestore.rules loaded); `npm run reviews:private-fields -- --write`
 * moves the staff's fields out of what visitors read (paged, nothing else touched), after which staff read the same,
 * visitors read only the public fields, and an old unused link works. A second run writes nothing.
 */
const PROJECT = CONTRACT_PROJECT;
const ADMIN = { email: 'admin@example.com', password: 'demo1234', admin: true };
const admin = adminSdk(PROJECT);
let appCounter = 0;

const token = (n: number) => `OldReviewLinkOldReviewLink${String(n).padStart(6, '0')}`;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An old link: one public document with every field, made a day ago. */
function oldLink(fields: Record<string, unknown> = {}) {
  const createdAt = new Date(Date.now() - DAY_MS);
  return {
    createdAt: Timestamp.fromDate(createdAt),
    expiresAt: Timestamp.fromDate(reviewLinkExpiry(createdAt)),
    usedAt: null,
    reviewId: null,
    inquiryId: null,
    jobId: null,
    workType: 'roofing',
    createdBy: 'staff-uid',
    ...fields,
  };
}

/** An old review: one public document with its link and inquiry. */
function oldReview(n: number, fields: Record<string, unknown> = {}) {
  return {
    linkId: token(n),
    rating: 5,
    text: `후기 ${n}`,
    name: '김○○',
    nameShown: false,
    photoCount: 0,
    status: 'approved',
    createdAt: Timestamp.fromDate(hoursAfterBase(n)),
    inquiryId: null,
    jobId: null,
    workType: 'roofing',
    ...fields,
  };
}

async function seedOldData() {
  await admin.seed({ inquiries: [inquiryDoc(1), inquiryDoc(2)] });
  const batch = admin.db.batch();
  const links = admin.db.collection(REVIEW_LINKS_COLLECTION);
  const reviews = admin.db.collection(REVIEWS_COLLECTION);
  // Review 1 through its used link, for inquiry 1 and job-1; review 2 for inquiry 2, its link since deleted; link 3
  // unused; review 4's token names a link whose record names another review (left as it is).
  batch.set(
    links.doc(token(1)),
    oldLink({ usedAt: Timestamp.fromDate(hoursAfterBase(1)), reviewId: 'rev-01', inquiryId: inquiryId(1), jobId: 'job-1' }),
  );
  batch.set(reviews.doc('rev-01'), oldReview(1, { inquiryId: inquiryId(1), jobId: 'job-1' }));
  batch.set(reviews.doc('rev-02'), oldReview(2, { inquiryId: inquiryId(2), status: 'pending' }));
  batch.set(links.doc(token(3)), oldLink({ inquiryId: inquiryId(1) }));
  batch.set(links.doc(token(4)), oldLink({ usedAt: Timestamp.fromDate(hoursAfterBase(4)), reviewId: 'rev-other' }));
  batch.set(reviews.doc('rev-04'), oldReview(4, { inquiryId: inquiryId(2), status: 'hidden' }));
  await batch.commit();
}

/** The Firebase adapter as a visitor, or signed in as the administrator. */
async function withAdapter<T>(signedIn: boolean, run: (adapter: ReturnType<typeof createFirebaseAdapter>) => Promise<T>): Promise<T> {
  appCounter += 1;
  const adapter = createFirebaseAdapter({ settings: emulatorAdapterSettings(`review-fields-${appCounter}`) });
  try {
    if (signedIn) await (await adapter.authBackend()).signIn(ADMIN.email, ADMIN.password);
    return await run(adapter);
  } finally {
    if (signedIn) await (await adapter.authBackend()).signOut();
    await adapter.dispose();
  }
}

/** Where each review came from, as staff read it. */
const staffView = () =>
  withAdapter(true, async (adapter) =>
    (await (await adapter.adminBackend()).getReviewPage({ pageSize: 10, direction: 'initial' })).items.map((review) => [
      review.id,
      review.inquiryId,
      review.jobId,
    ]),
  );

const data = async (collection: string, id: string) => (await admin.db.collection(collection).doc(id).get()).data();

beforeAll(async () => {
  setLogLevel('error');
  await loadFirestoreRules(PROJECT);
  await admin.ensureUser(ADMIN);
});

beforeEach(() => clearFirestore(PROJECT));

afterAll(async () => {
  await admin.dispose();
});

describe('reviews and review links stored before the split', () => {
  it('names the collections as the app does', () => {
    expect([
      script.REVIEW_LINKS_COLLECTION,
      script.REVIEW_LINK_DETAILS_COLLECTION,
      script.REVIEWS_COLLECTION,
      script.REVIEW_SOURCES_COLLECTION,
    ]).toEqual([REVIEW_LINKS_COLLECTION, REVIEW_LINK_DETAILS_COLLECTION, REVIEWS_COLLECTION, REVIEW_SOURCES_COLLECTION]);
  });

  it('staff read where each came from before the move; visitors read no link or inquiry through the port', async () => {
    await seedOldData();
    expect(await staffView()).toEqual([
      ['rev-04', inquiryId(2), null],
      ['rev-02', inquiryId(2), null],
      ['rev-01', inquiryId(1), 'job-1'],
    ]);
    await withAdapter(false, async (adapter) => {
      const visitor = await adapter.publicBackend();
      const [shown] = await visitor.getApprovedReviews(3);
      expect(shown?.id).toBe('rev-01');
      expect(Object.keys(shown ?? {})).not.toContain('inquiryId');
      expect(Object.keys(shown ?? {})).not.toContain('linkId');
      expect(await visitor.getReviewLink(token(1))).toEqual({ state: 'used' });
      expect(await visitor.getReviewLink(token(3))).toMatchObject({ state: 'open', workType: 'roofing' });
    });
  });

  it('npm run reviews:private-fields moves the fields; staff read the same, visitors only the public ones', async () => {
    await seedOldData();
    // Already split, approved before the consent to show a review on its job's page existed: rev-05 names its job
    // without it (cleared), rev-06 with it (kept).
    const { linkId: _l5, inquiryId: _i5, ...split5 } = oldReview(5, { jobId: 'job-1' });
    const { linkId: _l6, inquiryId: _i6, ...split6 } = oldReview(6, { jobId: 'job-1', showOnJob: true });
    for (const [n, review] of [
      [5, split5],
      [6, split6],
    ] as const) {
      const id = `rev-0${n}`;
      await admin.db.collection(REVIEWS_COLLECTION).doc(id).set(review);
      await admin.db
        .collection(REVIEW_SOURCES_COLLECTION)
        .doc(id)
        .set({ linkId: token(n) });
      await admin.db
        .collection(REVIEW_LINK_DETAILS_COLLECTION)
        .doc(token(n))
        .set({
          createdAt: Timestamp.fromDate(hoursAfterBase(n - 1)),
          createdBy: 'staff-uid',
          inquiryId: null,
          jobId: 'job-1',
          usedAt: Timestamp.fromDate(hoursAfterBase(n)),
          reviewId: id,
        });
    }
    const dry = await script.splitReviewData(admin.db, { pageSize: 1 });
    expect([dry.linksChecked, dry.reviewsChecked]).toEqual([3, 5]);
    expect(dry.links).toEqual([token(1), token(3), token(4)]);
    expect(dry.reviews).toEqual(['rev-01', 'rev-02']);
    expect(dry.left).toEqual(['rev-04']);
    // The job in the public copy without the customer's consent to show it there: rev-01 (moved too) and rev-05.
    expect(dry.unlinked).toEqual(['rev-01', 'rev-05']);
    expect(await data(REVIEWS_COLLECTION, 'rev-05')).toHaveProperty('jobId', 'job-1');
    expect(await data(REVIEWS_COLLECTION, 'rev-01')).toHaveProperty('inquiryId', inquiryId(1));
    // A dry run writes nothing: only the details of the two reviews already split.
    expect((await admin.db.collection(REVIEW_LINK_DETAILS_COLLECTION).get()).size).toBe(2);

    await script.splitReviewData(admin.db, { write: true, pageSize: 2 });
    const again = await script.splitReviewData(admin.db);
    expect([again.links, again.reviews, again.left, again.unlinked]).toEqual([[], [], ['rev-04'], []]);
    expect(await data(REVIEWS_COLLECTION, 'rev-01')).toHaveProperty('jobId', null);
    expect(await data(REVIEWS_COLLECTION, 'rev-05')).toHaveProperty('jobId', null);
    expect(await data(REVIEWS_COLLECTION, 'rev-06')).toHaveProperty('jobId', 'job-1');

    // The public documents: only what visitors may read.
    expect(await data(REVIEW_LINKS_COLLECTION, token(1))).toEqual({ expiresAt: expect.any(Timestamp), used: true, workType: 'roofing' });
    expect(await data(REVIEW_LINKS_COLLECTION, token(3))).toEqual({ expiresAt: expect.any(Timestamp), used: false, workType: 'roofing' });
    expect(Object.keys((await data(REVIEWS_COLLECTION, 'rev-01')) ?? {}).sort()).toEqual([
      'createdAt',
      'jobId',
      'name',
      'nameShown',
      'photoCount',
      'rating',
      'status',
      'text',
      'workType',
    ]);
    // The admin-only ones: everything staff had.
    expect(await data(REVIEW_LINK_DETAILS_COLLECTION, token(1))).toEqual({
      createdAt: expect.any(Timestamp),
      createdBy: 'staff-uid',
      inquiryId: inquiryId(1),
      jobId: 'job-1',
      usedAt: expect.any(Timestamp),
      reviewId: 'rev-01',
    });
    expect(await data(REVIEW_LINK_DETAILS_COLLECTION, token(2))).toMatchObject({ inquiryId: inquiryId(2), reviewId: 'rev-02' });
    expect(await data(REVIEW_SOURCES_COLLECTION, 'rev-01')).toEqual({ linkId: token(1) });
    expect(await data(REVIEW_SOURCES_COLLECTION, 'rev-02')).toEqual({ linkId: token(2) });
    // Left as it was: its inquiry stays where staff read it.
    expect(await data(REVIEWS_COLLECTION, 'rev-04')).toHaveProperty('inquiryId', inquiryId(2));

    // Staff still read each review's job (from its link's details), whether visitors may or not.
    expect(await staffView()).toEqual([
      ['rev-06', null, 'job-1'],
      ['rev-05', null, 'job-1'],
      ['rev-04', inquiryId(2), null],
      ['rev-02', inquiryId(2), null],
      ['rev-01', inquiryId(1), 'job-1'],
    ]);
    // An old unused link now works, once; staff approve the review it gave.
    const id = await withAdapter(false, async (adapter) => {
      const visitor = await adapter.publicBackend();
      const written = await visitor.submitReview(token(3), {
        rating: 4,
        text: '좋았습니다.',
        name: '박민지',
        showOnJob: false,
        showName: false,
        photoCount: 0,
      });
      expect(await visitor.getReviewLink(token(3))).toEqual({ state: 'used' });
      return written;
    });
    await withAdapter(true, async (adapter) => (await adapter.adminBackend()).setReviewStatus('rev-02', 'approved'));
    expect((await staffView()).find(([reviewId]) => reviewId === id)).toEqual([id, inquiryId(1), null]);
  });
});
