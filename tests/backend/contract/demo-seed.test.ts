import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { createDemoAdapter } from '@/backend/demo/adapter';
import { photoRecordOf } from '@/backend/demo/seed/records';
import { SAMPLE_NOTICE_VERSIONS, sampleInquiries } from '@/backend/demo/seed/sample-inquiries';
import { SAMPLE_PHOTO_SLUGS, samplePhotos } from '@/backend/demo/seed/sample-photos';
import { demoTableCounts, forgetDemoDb } from '@/backend/demo/testing';
import { PRIVACY_CONSENT_VERSION } from '@/config/limits';
import { ADMIN_INQUIRIES_PAGE_SIZE } from '@/config/page-sizes';
import { IMAGE_CATEGORIES, WORK_TYPES } from '@/domain/categories';
import type { GalleryPhoto } from '@/domain/types';
import { freshDemo } from '../../support/demo-backend';

/** Demo-only: the sample data a new demo database gets, once. */

async function everyImage(adapter: ReturnType<typeof freshDemo>['adapter']): Promise<GalleryPhoto[]> {
  return (await (await adapter.publicBackend()).getPhotoPage({ pageSize: 100, direction: 'initial' })).items;
}

function uniqueName(): string {
  return `jy-seed-test-${Math.random().toString(36).slice(2)}`;
}

describe('demo sample seed', () => {
  it('fills a new database with the sample photos (16, and the photos of two published jobs) covering the cases the UI must show', async () => {
    const { adapter } = freshDemo();
    const images = await everyImage(adapter);

    expect(images.map((image) => image.id).sort()).toEqual([...SAMPLE_PHOTO_SLUGS].sort());
    expect(images.length).toBeGreaterThanOrEqual(14);
    expect(new Set(images.map((image) => image.category))).toEqual(new Set(IMAGE_CATEGORIES));
    const years = new Set(images.map((image) => image.uploadedAt?.getFullYear()).filter(Boolean));
    expect(years.size).toBeGreaterThanOrEqual(5);
    expect(years.has(2019) && years.has(2026)).toBe(true);

    expect(images.filter((image) => image.isFeatured)).toHaveLength(3);
    expect(images.filter((image) => image.isHeroImage)).toHaveLength(1);
    expect(images.some((image) => image.description === null)).toBe(true);
    expect(images.some((image) => image.uploadedAt === null)).toBe(true);
    expect(images.find((image) => image.id === 'ground-pile-foundation')?.uploadedAt).toEqual(new Date(2018, 5, 12));

    for (const image of images) {
      expect(image.imageUrl).toBe(`/demo/works/${image.id}.webp`);
      expect(image.thumbnailUrl).toBe(`/demo/works/${image.id}-thumb.webp`);
      expect(image.fileName).toMatch(new RegExp(`^\\d{13}-${image.id}\\.webp$`));
      expect(image.title.trim()).not.toBe('');
    }
    expect(images.find((image) => image.id === 'roof-asphalt-shingle-house')).toMatchObject({
      category: '지보공사',
      isFeatured: true,
    });
    expect(
      images
        .filter((image) => image.category === 'AS')
        .map((image) => image.id)
        .sort(),
    ).toEqual(['facade-sealant-repair-as', 'gutter-replacement-as', 'roof-leak-repair-as', 'rooftop-crack-repair-as']);
  });

  it('gives every sample photo a work type (at least two of each, so every photo has related photos), some a shooting date', async () => {
    const { adapter } = freshDemo();
    const backend = await adapter.publicBackend();
    const images = await everyImage(adapter);
    expect(images.every((image) => image.workType !== null)).toBe(true);
    for (const workType of WORK_TYPES) expect(await backend.countPhotos(workType), workType).toBeGreaterThanOrEqual(2);
    expect(images.find((image) => image.id === 'zinc-standing-seam-roof')?.workType).toBe('metal-roofing');
    expect(images.find((image) => image.id === 'ground-reinforcement-slope')?.workType).toBe('ground');
    const dated = images.filter((image) => image.takenAt !== null);
    expect(dated.length).toBeGreaterThanOrEqual(3);
    expect(images.some((image) => image.takenAt === null)).toBe(true);
    // A photo is taken before it is uploaded.
    for (const image of dated) expect(image.takenAt?.getTime()).toBeLessThan(image.uploadedAt?.getTime() ?? Infinity);
  });

  it("a sample database made before work types (version 2) gets its photos' types when it is opened", async () => {
    const dbName = uniqueName();
    const old = new Dexie(dbName);
    old.version(1).stores({
      images: 'id, [orderKey+id], [isFeatured+orderKey+id], isHeroImage',
      inquiries: 'id, [orderKey+id], [status+orderKey+id], status',
      activities: 'id, [orderKey+id]',
      files: 'path',
    });
    old.version(2).stores({ orphanFiles: 'path' });
    // A database of that time had the 16 single photos only (no job photos: those came with version 6).
    const untyped = samplePhotos()
      .filter((photo) => !photo.jobId)
      .map((photo) => {
        const { workType: _workType, takenAt: _takenAt, ...record } = photoRecordOf({ ...photo, workType: undefined, takenAt: undefined });
        return record;
      });
    await old.table('images').bulkPut([...untyped, { ...untyped[0], id: 'staff-upload', title: '직접 올린 사진' }]);
    old.close();

    const backend = await createDemoAdapter({ dbName }).publicBackend();
    // 16 photos, the staff's upload, and the five photos of the sample jobs that version 6 adds.
    expect(await backend.countPhotos()).toBe(22);
    expect(await backend.countPhotos('roofing')).toBe(7);
    expect((await backend.getPhoto('roof-asphalt-shingle-house'))?.takenAt).toEqual(new Date('2026-08-14T15:20:00+09:00'));
    // Not a sample photo: left as it was.
    expect((await backend.getPhoto('staff-upload'))?.workType).toBeNull();
  });

  it('seeds inquiries over two admin pages (several 신규) and recent activities', async () => {
    const now = new Date('2026-11-20T09:00:00+09:00');
    const { adapter } = freshDemo({ now: () => now });
    await (await adapter.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await adapter.adminBackend();

    const total = await admin.countInquiries();
    expect(total).toBeGreaterThan(ADMIN_INQUIRIES_PAGE_SIZE);
    expect(await admin.countInquiries('new')).toBeGreaterThanOrEqual(2);
    const page = await admin.getInquiryPage({ pageSize: ADMIN_INQUIRIES_PAGE_SIZE, direction: 'initial' });
    expect(page.hasNext).toBe(true);
    expect(page.items[0]?.submittedAt?.getTime()).toBeLessThan(now.getTime());

    const activities = await new Promise<unknown[]>((resolve, reject) => {
      const stop = admin.subscribeRecentActivities(
        5,
        (list) => {
          resolve(list);
          queueMicrotask(stop);
        },
        reject,
      );
    });
    expect(activities.length).toBeGreaterThanOrEqual(3);
  });

  it('every sample inquiry records a privacy notice that existed when it was sent (a version names its publication day)', () => {
    const koreaDay = (date: Date) => new Date(date.getTime() + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [first] = SAMPLE_NOTICE_VERSIONS;
    expect(SAMPLE_NOTICE_VERSIONS.at(-1)).toBe(PRIVACY_CONSENT_VERSION);
    for (const now of [new Date('2026-11-26T09:00:00+09:00'), new Date('2027-03-01T09:00:00+09:00')]) {
      for (const sample of sampleInquiries(now)) {
        const sent = koreaDay(sample.submittedAt ?? now);
        const published = SAMPLE_NOTICE_VERSIONS.filter((version) => version <= sent);
        // The newest notice published on or before that day; a sample older than every notice records the first.
        expect(sample.privacyConsentVersion, `${sample.name}, sent ${sent}`).toBe(published.at(-1) ?? first);
      }
    }
    // Inquiries sent today agree to the current notice, which must therefore be published by now.
    expect(PRIVACY_CONSENT_VERSION <= koreaDay(new Date('2026-11-26T09:00:00+09:00'))).toBe(true);
  });

  it('seeds two published jobs with before/after photos and a draft job whose photos only staff see', async () => {
    const { adapter } = freshDemo();
    const backend = await adapter.publicBackend();
    const wonju = await backend.getJob('job-wonju-roof');
    expect(wonju).toMatchObject({ region: '원주시', workType: 'roofing', isPublished: true });
    expect((await backend.getJobPhotos('job-wonju-roof')).map((photo) => photo.stage)).toEqual(['before', 'during', 'after']);
    expect((await backend.getJobPhotos('job-hongcheon-metal-roof')).map((photo) => photo.stage)).toEqual(['before', 'after']);
    // The draft job and its photos: not for visitors.
    expect(await backend.getJob('job-gangneung-roof')).toBeNull();
    expect(await backend.getPhoto('job-gangneung-roof-before')).toBeNull();
    // The gallery starts with the same newest photos as before the jobs came.
    expect((await backend.getPhotoPage({ pageSize: 3, direction: 'initial' })).items.map((image) => image.id)).toEqual([
      'roof-asphalt-shingle-house',
      'rooftop-urethane-waterproofing',
      'roof-leak-repair-as',
    ]);

    await (await adapter.authBackend()).signIn('admin@example.com', 'demo1234');
    const admin = await adapter.adminBackend();
    expect((await admin.listJobs(10)).map((job) => [job.id, job.isPublished])).toEqual([
      ['job-gangneung-roof', false],
      ['job-wonju-roof', true],
      ['job-hongcheon-metal-roof', true],
    ]);
    expect((await admin.getJobPhotos('job-gangneung-roof')).map((photo) => [photo.stage, photo.isDraft])).toEqual([
      ['before', true],
      ['during', true],
    ]);
  });

  it('a sample database made before jobs (version 5) gets the sample jobs when it is opened; an empty one does not', async () => {
    const makeV5 = async (dbName: string, photos: ReturnType<typeof samplePhotos>) => {
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
      await old.table('images').bulkPut(photos.map(photoRecordOf));
      old.close();
    };
    const sampleName = uniqueName();
    await makeV5(
      sampleName,
      samplePhotos().filter((photo) => !photo.jobId),
    );
    const upgraded = await createDemoAdapter({ dbName: sampleName }).publicBackend();
    expect(await upgraded.countPhotos()).toBe(21);
    expect((await upgraded.getJobPhotos('job-wonju-roof')).map((photo) => photo.id)).toEqual([
      'job-wonju-roof-before',
      'job-wonju-roof-during',
      'job-wonju-roof-after',
    ]);

    const emptyName = uniqueName();
    await makeV5(emptyName, []);
    const untouched = await createDemoAdapter({ dbName: emptyName }).publicBackend();
    expect(await untouched.countPhotos()).toBe(0);
    expect(await untouched.getJob('job-wonju-roof')).toBeNull();
  });

  it('an empty database stays empty', async () => {
    const { adapter, dbName } = freshDemo({ seed: 'empty' });
    expect(await (await adapter.publicBackend()).countPhotos()).toBe(0);
    expect(await demoTableCounts(dbName)).toEqual({ images: 0, inquiries: 0, activities: 0, files: 0 });
  });

  it('seeds once: a second connection (another tab, a reload, a StrictMode re-run) adds nothing', async () => {
    const dbName = uniqueName();
    const first = createDemoAdapter({ dbName });
    forgetDemoDb(dbName);
    const second = createDemoAdapter({ dbName });
    // Both connections open at the same time; only the one that creates the database populates it.
    const [a, b] = await Promise.all([
      first.publicBackend().then((backend) => backend.countPhotos()),
      second.publicBackend().then((backend) => backend.countPhotos()),
    ]);
    expect([a, b]).toEqual([21, 21]);

    forgetDemoDb(dbName);
    const third = createDemoAdapter({ dbName });
    expect(await (await third.publicBackend()).countPhotos()).toBe(21);
    expect((await demoTableCounts(dbName)).inquiries).toBe(9);
  });
});
