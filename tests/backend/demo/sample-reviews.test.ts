import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import { photoRecordOf } from '@/backend/demo/seed/records';
import { samplePhotos } from '@/backend/demo/seed/sample-photos';
import { DEMO_REVIEW_LINKS } from '@/backend/demo/seed/sample-reviews';
import { MAX_PUBLIC_REVIEWS_LIMIT } from '@/config/limits';
import { activityDrafts } from '@/domain/activity';
import { MASKED_NAME_PATTERN } from '@/domain/review-name';
import type { Activity } from '@/domain/types';
import { HOME_REVIEWS_LIMIT } from '@/features/home/HomeReviews';
import { freshDemo } from '../../support/demo-backend';

/** Demo-only: the sample reviews a new demo database gets, and an older sample database gets when it opens. */

const NOW = new Date('2026-11-20T09:00:00+09:00');

async function signedInAdmin(adapter: ReturnType<typeof createDemoAdapter>) {
  await (await adapter.authBackend()).signIn('admin@example.com', 'demo1234');
  return adapter.adminBackend();
}

describe('demo sample reviews', () => {
  it('a new database shows approved reviews (one with a photo), waiting and hidden ones, and every link state', async () => {
    const { adapter } = freshDemo({ now: () => NOW });
    const visitor = await adapter.publicBackend();
    const approved = await visitor.getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT);
    expect(approved.length).toBeGreaterThan(HOME_REVIEWS_LIMIT);
    expect(approved.every((review) => review.status === 'approved')).toBe(true);
    expect(approved.some((review) => review.photoUrls.length > 0)).toBe(true);
    expect(approved.some((review) => review.nameShown) && approved.some((review) => !review.nameShown)).toBe(true);
    for (const review of approved.filter((shown) => !shown.nameShown)) expect(review.name).toMatch(MASKED_NAME_PATTERN);
    // The published sample jobs each have one, shown under their photos.
    for (const jobId of ['job-wonju-roof', 'job-hongcheon-metal-roof']) {
      expect((await visitor.getJobReviews(jobId, 3)).map((review) => review.jobId)).toEqual([jobId]);
    }

    const admin = await signedInAdmin(adapter);
    expect(await admin.countReviews('pending')).toBeGreaterThanOrEqual(2);
    expect(await admin.countReviews('hidden')).toBeGreaterThanOrEqual(1);

    expect(await visitor.getReviewLink(DEMO_REVIEW_LINKS.open)).toMatchObject({ state: 'open' });
    expect(await visitor.getReviewLink(DEMO_REVIEW_LINKS.used)).toEqual({ state: 'used' });
    expect(await visitor.getReviewLink(DEMO_REVIEW_LINKS.expired)).toEqual({ state: 'expired' });

    // The waiting ones are on the dashboard's activity feed, word for word as the customer's browser writes them.
    const pending = (await admin.getReviewPage({ pageSize: 10, direction: 'initial', status: 'pending' })).items;
    const activities = await new Promise<Activity[]>((resolve, reject) => {
      const stop = admin.subscribeRecentActivities(
        50,
        (list) => {
          resolve(list);
          queueMicrotask(stop);
        },
        reject,
      );
    });
    for (const review of pending) {
      expect(activities.find((activity) => activity.id === review.id)).toMatchObject(
        activityDrafts.newReview(review.id, review.name, review.rating),
      );
    }
  });

  it('writes them once, on the first read of reviews, whichever part reads first', async () => {
    const { adapter } = freshDemo({ now: () => NOW });
    const admin = await signedInAdmin(adapter);
    const [first, second] = await Promise.all([
      admin.countReviews(),
      (await adapter.publicBackend()).getApprovedReviews(MAX_PUBLIC_REVIEWS_LIMIT),
    ]);
    expect(first).toBeGreaterThan(second.length);
    expect(await admin.countReviews()).toBe(first);
  });

  it('a sample database made before reviews (here version 5) gets them when it is opened, its other data kept', async () => {
    const dbName = `jy-reviews-upgrade-${Math.random().toString(36).slice(2)}`;
    const old = new Dexie(dbName);
    old.version(5).stores({
      images: 'id, [orderKey+id], [isFeatured+orderKey+id], isHeroImage, [workType+orderKey+id]',
      inquiries: 'id, [orderKey+id], [status+orderKey+id], status, retainUntil',
      activities: 'id, [orderKey+id], expireAt',
      files: 'path',
      orphanFiles: 'path',
      inquiryPhotos: 'path, inquiryId',
      settings: 'id',
    });
    await old.table('images').bulkPut(samplePhotos().map(photoRecordOf));
    old.close();

    const adapter = createDemoAdapter({ dbName, now: () => NOW });
    const visitor = await adapter.publicBackend();
    expect(await visitor.countPhotos()).toBe(samplePhotos().length);
    expect((await visitor.getApprovedReviews(HOME_REVIEWS_LIMIT)).length).toBe(HOME_REVIEWS_LIMIT);
    expect(await visitor.getReviewLink(DEMO_REVIEW_LINKS.open)).toMatchObject({ state: 'open' });
    expect(await (await signedInAdmin(adapter)).countReviews('pending')).toBeGreaterThanOrEqual(2);
  });
});
