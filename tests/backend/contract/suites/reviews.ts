import { describe, expect, it } from 'vitest';
import type { NewReviewsUpdate, ReviewPhotoUpload } from '@/backend/port';
import {
  MAX_PUBLIC_REVIEWS_LIMIT,
  REVIEW_LIMITS,
  REVIEW_LINK_TOKEN_LENGTH,
  REVIEW_LINK_VALID_DAYS,
  REVIEW_PHOTO_LIMITS,
} from '@/config/limits';
import { errorCode } from '@/domain/errors';
import { reviewLinkExpiry } from '@/domain/reviews';
import type { ReviewInput, ReviewStatus } from '@/domain/types';
import { CLOCK_TOLERANCE_MS, codeOf, codesOf, everyCode, idsOf, isNear, type ContractEnv } from '../contract-env';
import { DAY_MS, hoursAfterBase, inquiryDoc, inquiryId, jobDoc, jobId } from '../fixtures';
import type { ReviewDoc, ReviewLinkDoc } from '../harness';

/** A review as the customer's page sends it. */
function input(overrides: Partial<ReviewInput> = {}): ReviewInput {
  return {
    rating: 5,
    text: '비가 와도 한 방울도 새지 않습니다. 감사합니다.',
    name: '홍길동',
    showName: false,
    showOnJob: false,
    photoCount: 0,
    ...overrides,
  };
}

function photo(number: number, type = 'image/webp', size = 4 * 1024): ReviewPhotoUpload {
  return { number, file: new Blob([new Uint8Array(size).fill(number)], { type }) };
}

/** Token n: 32 characters of the token alphabet. */
const token = (n: number) => `ContractReviewLink${String(n).padStart(14, '0')}`;

function linkDoc(n: number, overrides: Partial<ReviewLinkDoc> = {}): ReviewLinkDoc {
  const createdAt = overrides.createdAt ?? new Date();
  return {
    token: token(n),
    createdAt,
    expiresAt: reviewLinkExpiry(createdAt),
    usedAt: null,
    reviewId: null,
    inquiryId: null,
    jobId: null,
    workType: null,
    createdBy: 'seed-uid',
    ...overrides,
  };
}

/** Review n (rev-NN), written n hours after the base time through link n. */
function reviewDoc(n: number, overrides: Partial<ReviewDoc> = {}): ReviewDoc {
  return {
    id: `rev-${String(n).padStart(2, '0')}`,
    linkId: token(n),
    rating: 5,
    text: `후기 ${n}`,
    name: '김○○',
    nameShown: false,
    photoCount: 0,
    // The seeded reviews agreed to show on their job's page (the consent tests take it away).
    showOnJob: true,
    status: 'approved',
    createdAt: hoursAfterBase(n),
    inquiryId: null,
    jobId: null,
    workType: 'roofing',
    ...overrides,
  };
}

/** Every field a visitor reads of an approved review: never the link it was written through nor the inquiry. */
const PUBLISHED_REVIEW_FIELDS = [
  'createdAt',
  'id',
  'jobId',
  'name',
  'nameShown',
  'photoCount',
  'photoUrls',
  'rating',
  'showOnJob',
  'status',
  'text',
  'workType',
];

/**
 * Customer reviews: one-time links (made by admins), one review per link from a customer without an account, its
 * photos, the approved ones for visitors (all, or one job's), moderation and the live count of pending reviews.
 */
export function reviewsContract(env: ContractEnv): void {
  const timeout = env.harness.eventualTimeoutMs ?? 5000;

  async function admin() {
    await env.signInAsAdmin();
    return env.adminBackend();
  }

  describe('review links', () => {
    it('admins make a link: a fresh 192-bit token, valid REVIEW_LINK_VALID_DAYS, for an inquiry, a job or on its own', async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1)], jobs: [jobDoc(1, { isPublished: false })] });
      const staff = await admin();
      const first = await staff.createReviewLink({ inquiryId: inquiryId(1), jobId: null, workType: 'roofing' });
      const second = await staff.createReviewLink({ inquiryId: null, jobId: null, workType: null });
      const third = await staff.createReviewLink({ inquiryId: null, jobId: jobId(1), workType: 'roofing' });
      expect(third.jobId).toBe(jobId(1));
      for (const link of [first, second, third]) {
        expect(link.token).toMatch(new RegExp(`^[A-Za-z0-9_-]{${REVIEW_LINK_TOKEN_LENGTH}}$`));
        expect(isNear(link.expiresAt, Date.now() + REVIEW_LINK_VALID_DAYS * DAY_MS, CLOCK_TOLERANCE_MS)).toBe(true);
      }
      expect(first.token).not.toBe(second.token);
      expect(first).toMatchObject({ inquiryId: inquiryId(1), jobId: null, workType: 'roofing' });
      await env.signOut();
      const visitor = await env.publicBackend();
      expect(await visitor.getReviewLink(first.token)).toEqual({ state: 'open', expiresAt: expect.any(Date), workType: 'roofing' });
      expect(await visitor.getReviewLink(second.token)).toMatchObject({ state: 'open', workType: null });
    });

    it('only admins make links; an unknown inquiry or job is not-found; bad arguments are invalid-argument', async () => {
      const request = { inquiryId: null, jobId: null, workType: null };
      expect(await codeOf((await env.adminBackend()).createReviewLink(request))).toBe('auth/not-signed-in');
      await env.signInAsNonAdmin();
      expect(await codeOf((await env.adminBackend()).createReviewLink(request))).toBe('auth/not-admin');
      const staff = await admin();
      expect(await codeOf(staff.createReviewLink({ ...request, inquiryId: 'no-such-inquiry' }))).toBe('not-found');
      expect(await codeOf(staff.createReviewLink({ ...request, jobId: 'no-such-job' }))).toBe('not-found');
      const calls = {
        'a work type no one knows': () => staff.createReviewLink({ ...request, workType: 'painting' as never }),
        'an inquiry id no document can have': () => staff.createReviewLink({ ...request, inquiryId: 'a/b' }),
        'a job id no document can have': () => staff.createReviewLink({ ...request, jobId: '' }),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
    });

    it("reveals to the link's holder only its state, expiry and work type: never its inquiry, job, maker or review", async () => {
      await env.backend.seed({ inquiries: [inquiryDoc(1)], jobs: [jobDoc(1)] });
      const staff = await admin();
      const link = await staff.createReviewLink({ inquiryId: inquiryId(1), jobId: jobId(1), workType: 'roofing' });
      await env.signOut();
      const visitor = await env.publicBackend();
      const open = await visitor.getReviewLink(link.token);
      expect(open).toEqual({ state: 'open', expiresAt: link.expiresAt, workType: 'roofing' });
      expect(Object.keys(open).sort()).toEqual(['expiresAt', 'state', 'workType']);
      await visitor.submitReview(link.token, input());
      expect(await visitor.getReviewLink(link.token)).toEqual({ state: 'used' });
    });

    it('tells a used, an expired and an unknown link apart', async () => {
      await env.backend.seed({
        reviewLinks: [
          linkDoc(1, { usedAt: hoursAfterBase(1), reviewId: 'rev-01' }),
          linkDoc(2, { createdAt: new Date(Date.now() - (REVIEW_LINK_VALID_DAYS + 1) * DAY_MS) }),
        ],
      });
      const visitor = await env.publicBackend();
      expect(await visitor.getReviewLink(token(1))).toEqual({ state: 'used' });
      expect(await visitor.getReviewLink(token(2))).toEqual({ state: 'expired' });
      expect(await visitor.getReviewLink(token(3))).toEqual({ state: 'not-found' });
      expect(await visitor.getReviewLink('short')).toEqual({ state: 'not-found' });
      expect(await visitor.getReviewLink('a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q')).toEqual({ state: 'not-found' });
    });
  });

  describe('writing a review', () => {
    it("a visitor writes one review per link: pending, name masked unless shown, the link's inquiry and work type", async () => {
      await env.backend.seed({
        inquiries: [inquiryDoc(1)],
        reviewLinks: [linkDoc(1, { inquiryId: inquiryId(1), workType: 'waterproofing' }), linkDoc(2)],
      });
      const visitor = await env.publicBackend();
      const masked = await visitor.submitReview(token(1), input({ name: '  홍길동 ' }));
      const shown = await visitor.submitReview(token(2), input({ name: '김철수', showName: true, rating: 4 }));
      expect(await visitor.getReviewLink(token(1))).toEqual({ state: 'used' });
      expect(await codeOf(visitor.submitReview(token(1), input()))).toBe('review-link/used');

      const staff = await admin();
      const reviews = (await staff.getReviewPage({ pageSize: 10, direction: 'initial' })).items;
      const byId = new Map(reviews.map((review) => [review.id, review]));
      expect(byId.get(masked)).toMatchObject({
        name: '홍○○',
        nameShown: false,
        rating: 5,
        status: 'pending',
        inquiryId: inquiryId(1),
        jobId: null,
        workType: 'waterproofing',
        photoCount: 0,
      });
      expect(isNear(byId.get(masked)?.createdAt, Date.now(), CLOCK_TOLERANCE_MS)).toBe(true);
      expect(byId.get(shown)).toMatchObject({ name: '김철수', nameShown: true, rating: 4, status: 'pending', workType: null });
      expect(reviews).toHaveLength(2);
      // Its activity, named after the review.
      const activities = await env.activitiesWhen((list) => list.some((activity) => activity.relatedId === masked));
      expect(activities.find((activity) => activity.relatedId === masked)).toMatchObject({
        id: masked,
        type: 'new_review',
        text: '홍○○님이 별점 5점 후기를 남겼습니다.',
        userId: null,
        details: { reviewName: '홍○○', rating: 5 },
      });
    });

    it("shows under the job the link was made for once approved, with none of the link's other details", async () => {
      await env.backend.seed({
        inquiries: [inquiryDoc(1)],
        jobs: [jobDoc(1)],
        reviewLinks: [linkDoc(1, { inquiryId: inquiryId(1), jobId: jobId(1), workType: 'roofing' })],
      });
      const visitor = await env.publicBackend();
      const id = await visitor.submitReview(token(1), input({ showOnJob: true }));
      const staff = await admin();
      const [written] = (await staff.getReviewPage({ pageSize: 10, direction: 'initial' })).items;
      expect(written).toMatchObject({ id, inquiryId: inquiryId(1), jobId: jobId(1), workType: 'roofing', status: 'pending' });
      await staff.setReviewStatus(id, 'approved');
      await env.signOut();
      const [shown] = await (await env.publicBackend()).getJobReviews(jobId(1), 3);
      expect(shown).toMatchObject({ id, jobId: jobId(1), workType: 'roofing', status: 'approved' });
      expect(Object.keys(shown ?? {}).sort()).toEqual(PUBLISHED_REVIEW_FIELDS);
      expect(JSON.stringify(shown)).not.toContain(inquiryId(1));
      expect(JSON.stringify(shown)).not.toContain(token(1));
      // Hidden and approved again: still under its job, never twice.
      await (await admin()).setReviewStatus(id, 'hidden');
      expect(await (await env.publicBackend()).getJobReviews(jobId(1), 3)).toEqual([]);
      await (await admin()).setReviewStatus(id, 'approved');
      expect(idsOf(await (await env.publicBackend()).getJobReviews(jobId(1), 3))).toEqual([id]);
    });

    it("never shows on its job's page without its customer's consent, yet among the approved reviews", async () => {
      await env.backend.seed({
        jobs: [jobDoc(1)],
        reviewLinks: [linkDoc(1, { jobId: jobId(1), workType: 'roofing' }), linkDoc(2, { jobId: jobId(1), workType: 'roofing' })],
      });
      const visitor = await env.publicBackend();
      const without = await visitor.submitReview(token(1), input({ showOnJob: false }));
      const agreed = await visitor.submitReview(token(2), input({ showOnJob: true, text: '동의한 후기' }));
      const staff = await admin();
      // Staff still know which job each was asked for, and whether its customer agreed.
      const written = new Map((await staff.getReviewPage({ pageSize: 10, direction: 'initial' })).items.map((r) => [r.id, r]));
      expect(written.get(without)).toMatchObject({ jobId: jobId(1), showOnJob: false });
      expect(written.get(agreed)).toMatchObject({ jobId: jobId(1), showOnJob: true });
      await staff.setReviewStatus(without, 'approved');
      await staff.setReviewStatus(agreed, 'approved');
      await env.signOut();

      const reader = await env.publicBackend();
      expect(idsOf(await reader.getJobReviews(jobId(1), 3))).toEqual([agreed]);
      const approved = await reader.getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT);
      // Where reviews show on their own, both do (the required 후기 게시 동의 covers that); only the agreed one names its job.
      expect(approved.map((review) => [review.id, review.jobId, review.showOnJob]).sort()).toEqual(
        [
          [without, null, false],
          [agreed, jobId(1), true],
        ].sort(),
      );
    });

    it('a review that names its job without the consent (approved before it existed) stays off the job page', async () => {
      await env.backend.seed({ reviews: [reviewDoc(1, { jobId: 'job-1', showOnJob: false }), reviewDoc(2, { jobId: 'job-1' })] });
      const visitor = await env.publicBackend();
      expect(idsOf(await visitor.getJobReviews('job-1', 3))).toEqual(['rev-02']);
      const approved = await visitor.getApprovedReviews(3);
      expect(approved.map((review) => [review.id, review.jobId])).toEqual([
        ['rev-02', 'job-1'],
        ['rev-01', null],
      ]);
    });

    it('refuses an expired or unknown link, and input outside the rules, writing nothing', async () => {
      await env.backend.seed({
        reviewLinks: [linkDoc(1), linkDoc(2, { createdAt: new Date(Date.now() - (REVIEW_LINK_VALID_DAYS + 1) * DAY_MS) })],
      });
      const visitor = await env.publicBackend();
      expect(await codeOf(visitor.submitReview(token(2), input()))).toBe('review-link/expired');
      expect(await codeOf(visitor.submitReview(token(3), input()))).toBe('not-found');
      expect(await codeOf(visitor.submitReview('not-a-token', input()))).toBe('not-found');
      const send = (overrides: Partial<ReviewInput>) => () => visitor.submitReview(token(1), input(overrides));
      const calls = {
        'rating 0': send({ rating: REVIEW_LIMITS.ratingMin - 1 }),
        'rating 6': send({ rating: REVIEW_LIMITS.ratingMax + 1 }),
        'rating 4.5': send({ rating: 4.5 }),
        'a blank text': send({ text: '\u3000 ' }),
        'a text too long': send({ text: 'x'.repeat(REVIEW_LIMITS.text + 1) }),
        'a blank name': send({ name: ' ' }),
        'a name too long': send({ name: 'x'.repeat(REVIEW_LIMITS.name + 1) }),
        'too many photos': send({ photoCount: REVIEW_PHOTO_LIMITS.maxFiles + 1 }),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      expect(await visitor.getReviewLink(token(1))).toMatchObject({ state: 'open' });
      expect(await (await admin()).countReviews()).toBe(0);
    });

    it("stores the review's photos by number; the admin gets them, and visitors once it is approved", async () => {
      if (!env.harness.capabilities.storage) return;
      await env.backend.seed({ reviewLinks: [linkDoc(1)] });
      const visitor = await env.publicBackend();
      const id = await visitor.submitReview(token(1), input({ photoCount: 2 }));
      const progress: number[] = [];
      expect(await visitor.uploadReviewPhotos(id, [photo(2, 'image/jpeg'), photo(1)], (percent) => progress.push(percent))).toEqual({
        failed: [],
      });
      expect(progress.at(-1)).toBe(100);
      expect(await env.backend.listReviewPhotoFiles()).toEqual([`reviews/${id}/photo-1`, `reviews/${id}/photo-2`]);
      const bad = {
        'no photos': () => visitor.uploadReviewPhotos(id, [], () => {}),
        'a number above the most': () => visitor.uploadReviewPhotos(id, [photo(REVIEW_PHOTO_LIMITS.maxFiles + 1)], () => {}),
        'a GIF': () => visitor.uploadReviewPhotos(id, [photo(1, 'image/gif')], () => {}),
        'a file too large': () => visitor.uploadReviewPhotos(id, [photo(1, 'image/jpeg', REVIEW_PHOTO_LIMITS.maxBytes + 1)], () => {}),
        'an id no document can have': () => visitor.uploadReviewPhotos('a/b', [photo(1)], () => {}),
      };
      expect(await codesOf(bad)).toEqual(everyCode(bad, 'invalid-argument'));
      if (env.harness.capabilities.storageRules) {
        // Only up to the review's photoCount, and never over a stored photo.
        expect(await visitor.uploadReviewPhotos(id, [photo(3), photo(1)], () => {})).toEqual({ failed: [3, 1] });
      }

      const staff = await admin();
      expect((await staff.getReviewPhotos(id)).map((stored) => stored.number)).toEqual([1, 2]);
      expect(await staff.getReviewPhotos('no-such-review')).toEqual([]);
      await staff.setReviewStatus(id, 'approved');
      await env.signOut();
      const [published] = await (await env.publicBackend()).getApprovedReviews(3);
      expect(published?.id).toBe(id);
      expect(published?.photoUrls).toHaveLength(2);
      expect(new Set(published?.photoUrls).size).toBe(2);
    });
  });

  describe('approved reviews for visitors', () => {
    it('carries no link or inquiry id: a review asked for an inquiry reads the same as any other', async () => {
      await env.backend.seed({
        inquiries: [inquiryDoc(1)],
        reviews: [reviewDoc(1, { inquiryId: inquiryId(1), jobId: 'job-1' }), reviewDoc(2, { inquiryId: inquiryId(1) })],
      });
      const visitor = await env.publicBackend();
      const everyPublished = [
        ...(await visitor.getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT)),
        ...(await visitor.getJobReviews('job-1', 3)),
      ];
      expect(everyPublished.map((review) => review.id)).toEqual(['rev-02', 'rev-01', 'rev-01']);
      for (const review of everyPublished) {
        expect(Object.keys(review).sort()).toEqual(PUBLISHED_REVIEW_FIELDS);
        expect(JSON.stringify(review)).not.toContain(inquiryId(1));
        expect(JSON.stringify(review)).not.toContain(token(review.id === 'rev-01' ? 1 : 2));
      }
      // Staff still read where each came from.
      const page = await (await admin()).getReviewPage({ pageSize: 10, direction: 'initial' });
      expect(page.items.map((review) => [review.id, review.inquiryId, review.jobId])).toEqual([
        ['rev-02', inquiryId(1), null],
        ['rev-01', inquiryId(1), 'job-1'],
      ]);
    });

    it("lists approved reviews only, newest first, up to the limit; one job's alone", async () => {
      const statuses: ReviewStatus[] = ['approved', 'pending', 'approved', 'hidden', 'approved', 'approved'];
      await env.backend.seed({
        reviews: statuses.map((status, index) => reviewDoc(index + 1, { status, jobId: index + 1 >= 5 ? 'job-1' : null })),
      });
      const visitor = await env.publicBackend();
      expect(idsOf(await visitor.getApprovedReviews(3))).toEqual(['rev-06', 'rev-05', 'rev-03']);
      expect(idsOf(await visitor.getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT))).toEqual(['rev-06', 'rev-05', 'rev-03', 'rev-01']);
      expect(idsOf(await visitor.getJobReviews('job-1', 3))).toEqual(['rev-06', 'rev-05']);
      expect(await visitor.getJobReviews('job-2', 3)).toEqual([]);
      expect(await visitor.getJobReviews('a/b', 3)).toEqual([]);
      const [newest] = await visitor.getApprovedReviews(1);
      const { linkId: _linkId, inquiryId: _inquiryId, ...stored } = reviewDoc(6, { jobId: 'job-1' });
      expect(newest).toEqual({ ...stored, photoUrls: [] });
      const calls = {
        'limit 0': () => visitor.getApprovedReviews(0),
        'a limit above the public maximum': () => visitor.getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT + 1),
        'a job list above it': () => visitor.getJobReviews('job-1', MAX_PUBLIC_REVIEWS_LIMIT + 1),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
    });
  });

  describe('moderating reviews', () => {
    it('admins list and count by status, approve, hide, set back and delete; each change is logged once', async () => {
      await env.backend.seed({ reviews: [1, 2, 3].map((n) => reviewDoc(n, { status: 'pending' })) });
      const staff = await admin();
      expect(await staff.countReviews('pending')).toBe(3);
      expect(idsOf(await staff.getReviewPage({ pageSize: 2, direction: 'initial', status: 'pending' }))).toEqual(['rev-03', 'rev-02']);

      await staff.setReviewStatus('rev-02', 'approved');
      await staff.setReviewStatus('rev-02', 'approved'); // the same status writes nothing
      await staff.setReviewStatus('rev-03', 'hidden');
      expect(await staff.countReviews('pending')).toBe(1);
      expect(await staff.countReviews()).toBe(3);
      expect(idsOf(await (await env.publicBackend()).getApprovedReviews(3))).toEqual(['rev-02']);

      await staff.deleteReview('rev-01');
      expect(await staff.countReviews()).toBe(2);
      const logged = await env.activitiesWhen((list) => list.some((activity) => activity.type === 'review_delete'));
      const reviewActivities = logged.filter((activity) => activity.type.startsWith('review_'));
      expect(reviewActivities.map((activity) => [activity.type, activity.relatedId, activity.details]).sort()).toEqual(
        [
          ['review_delete', 'rev-01', { reviewName: '김○○' }],
          ['review_status_change', 'rev-02', { reviewName: '김○○', from: 'pending', to: 'approved' }],
          ['review_status_change', 'rev-03', { reviewName: '김○○', from: 'pending', to: 'hidden' }],
        ].sort(),
      );
      expect(reviewActivities.find((activity) => activity.relatedId === 'rev-02')?.text).toBe('김○○님의 후기를 공개했습니다.');

      const calls = {
        'an unknown status': () => staff.setReviewStatus('rev-02', 'published' as never),
        'an unknown status filter': () => staff.countReviews('published' as never),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
      expect(await codeOf(staff.setReviewStatus('no-such-review', 'approved'))).toBe('not-found');
      expect(await codeOf(staff.deleteReview('no-such-review'))).toBe('not-found');
    });

    it('only admins moderate or read the list', async () => {
      await env.backend.seed({ reviews: [reviewDoc(1, { status: 'pending' })] });
      await env.signInAsNonAdmin();
      const outsider = await env.adminBackend();
      const calls = {
        approve: () => outsider.setReviewStatus('rev-01', 'approved'),
        delete: () => outsider.deleteReview('rev-01'),
        count: () => outsider.countReviews(),
        page: () => outsider.getReviewPage({ pageSize: 7, direction: 'initial' }),
        photos: () => outsider.getReviewPhotos('rev-01'),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'auth/not-admin'));
    });

    it('deleting a review deletes its photos', async () => {
      if (!env.harness.capabilities.storage) return;
      await env.backend.seed({ reviewLinks: [linkDoc(1), linkDoc(2)] });
      const visitor = await env.publicBackend();
      const gone = await visitor.submitReview(token(1), input({ photoCount: 1 }));
      const kept = await visitor.submitReview(token(2), input({ photoCount: 1 }));
      await visitor.uploadReviewPhotos(gone, [photo(1)], () => {});
      await visitor.uploadReviewPhotos(kept, [photo(1)], () => {});
      await (await admin()).deleteReview(gone);
      expect(await env.backend.listReviewPhotoFiles()).toEqual([`reviews/${kept}/photo-1`]);
    });
  });

  describe('new reviews (live)', () => {
    it('reports the pending count at once, then each new review once', async () => {
      await env.backend.seed({
        reviews: [reviewDoc(1, { status: 'pending' }), reviewDoc(2, { status: 'approved' })],
        reviewLinks: [linkDoc(3)],
      });
      const staff = await admin();
      const updates: NewReviewsUpdate[] = [];
      const errors: unknown[] = [];
      const unsubscribe = staff.subscribeNewReviews(
        (update) => updates.push(update),
        (error) => errors.push(error),
      );
      const latest = () => updates[updates.length - 1];
      await expect.poll(() => updates.length, { timeout }).toBeGreaterThanOrEqual(1);
      expect(updates[0]).toEqual({ count: 1, arrived: [] });

      const id = await (await env.publicBackend()).submitReview(token(3), input({ name: '이영희' }));
      await expect.poll(() => latest()?.count, { timeout }).toBe(2);
      expect(updates.flatMap((update) => update.arrived.map((review) => review.id))).toEqual([id]);
      expect(updates.find((update) => update.arrived.length > 0)?.arrived[0]).toMatchObject({ id, name: '이○○', status: 'pending' });

      await staff.setReviewStatus(id, 'approved');
      await expect.poll(() => latest()?.count, { timeout }).toBe(1);
      unsubscribe();
      expect(errors).toEqual([]);
    });

    it('refuses visitors and non-admins', async () => {
      const outcome = async (subscribe: (onError: (error: unknown) => void) => () => void) => {
        let stop = () => {};
        const first = await new Promise<string>((resolve) => {
          const timer = setTimeout(() => resolve('nothing'), timeout);
          stop = subscribe((error) => {
            clearTimeout(timer);
            resolve(errorCode(error) ?? 'no-code');
          });
        });
        stop();
        return first;
      };
      const anonymous = await env.adminBackend();
      expect(await outcome((onError) => anonymous.subscribeNewReviews(() => {}, onError))).toBe('auth/not-signed-in');
      await env.signInAsNonAdmin();
      const outsider = await env.adminBackend();
      expect(await outcome((onError) => outsider.subscribeNewReviews(() => {}, onError))).toBe('auth/not-admin');
    });
  });
}
