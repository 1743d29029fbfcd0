import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { IMAGE_STORAGE_FOLDER } from '@/config/collections';
import { JOB_PHOTOS_MAX } from '@/config/limits';
import type { JobStage } from '@/domain/types';
import { CLOCK_TOLERANCE_MS, codeOf, idsOf, isNear, type ContractEnv } from '../contract-env';
import { photoDoc, photoDocs, photoId, jobDoc, jobId, uploadInput } from '../fixtures';

/**
 * Photos filed under jobs: a draft job's photos are drafts that no public read ever returns, until publishJob puts
 * the whole job in the gallery in one write.
 */
export function jobPublishingContract(env: ContractEnv): void {
  const { storage } = env.harness.capabilities;
  const draftOf = (n: number, stage: JobStage, job = 1) => photoDoc(n, { jobId: jobId(job), stage, workType: 'roofing' });

  describe('jobs: drafts and publishing', () => {
    it('no public read returns a draft: count, gallery pages, featured, hero, one photo, neighbours, related, the job', async () => {
      await env.backend.seed({
        jobs: [jobDoc(1, { isPublished: false })],
        // Gallery photos 1-3; drafts 4-6 are newer, of the same work type, and would lead every list.
        images: photoDocs(3, (n) => ({ workType: 'roofing', isFeatured: n === 1, isHeroImage: n === 2 })),
        imageDrafts: [draftOf(4, 'before'), draftOf(5, 'during'), draftOf(6, 'after')],
      });
      const backend = await env.publicBackend();

      expect(await backend.countPhotos()).toBe(3);
      expect(await backend.countPhotos('roofing')).toBe(3);
      expect(idsOf(await backend.getPhotoPage({ pageSize: 9, direction: 'initial' }))).toEqual([photoId(3), photoId(2), photoId(1)]);
      expect(idsOf(await backend.getPhotoPage({ pageSize: 9, direction: 'initial', workType: 'roofing' }))).toEqual([
        photoId(3),
        photoId(2),
        photoId(1),
      ]);
      expect(idsOf(await backend.getFeaturedPhotos(3))).toEqual([photoId(1)]);
      expect((await backend.getHeroPhoto())?.id).toBe(photoId(2));
      for (const n of [4, 5, 6]) expect(await backend.getPhoto(photoId(n))).toBeNull();
      const newest = await backend.getPhoto(photoId(3));
      expect(newest).not.toBeNull();
      expect((await backend.getPhotoNeighbours(newest!.id)).newer).toBeNull();
      expect(idsOf(await backend.getRelatedPhotos(newest!, 3))).toEqual([photoId(2), photoId(1)]);
      expect(await backend.getJob(jobId(1))).toBeNull();
      expect(await backend.getJobPhotos(jobId(1))).toEqual([]);
    });

    it.skipIf(!storage)('a photo filed under a draft job is a draft: staff see it in the job, visitors nowhere', async () => {
      await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1, { isPublished: false })] });
      const admin = await env.adminBackend();

      const photo = await admin.uploadPhoto({ ...uploadInput('원주 지붕 · 시공 전'), job: { jobId: jobId(1), stage: 'before' } }, () => {});

      expect(photo).toMatchObject({
        title: '원주 지붕 · 시공 전',
        jobId: jobId(1),
        stage: 'before',
        isFeatured: false,
        isHeroImage: false,
      });
      expect(await admin.getJobPhotos(jobId(1))).toEqual([{ ...photo, isDraft: true }]);
      expect(await admin.countPhotos()).toBe(0);
      expect((await admin.getPhotoPage({ pageSize: 6, direction: 'initial' })).items).toEqual([]);
      const files = await env.backend.listFiles();
      expect(files).toContain(`${IMAGE_STORAGE_FOLDER}/${photo.fileName}`);
      await env.signOut();
      expect(await (await env.publicBackend()).getPhoto(photo.id)).toBeNull();
      expect(await (await env.publicBackend()).countPhotos()).toBe(0);
    });

    it.skipIf(!storage)('a photo filed under a published job goes into the gallery at once, with its job and stage', async () => {
      await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1)] });
      const admin = await env.adminBackend();

      const photo = await admin.uploadPhoto({ ...uploadInput('시공 후'), job: { jobId: jobId(1), stage: 'after' } }, () => {});

      const backend = await env.publicBackend();
      expect(await backend.getPhoto(photo.id)).toEqual(photo);
      expect(await backend.getJobPhotos(jobId(1))).toEqual([photo]);
      expect(await admin.getJobPhotos(jobId(1))).toEqual([{ ...photo, isDraft: false }]);
    });

    it.skipIf(!storage)('an upload to no job is not-found, to a full job job/full; neither stores a file', async () => {
      await env.signInAsAdmin();
      const full = Array.from({ length: JOB_PHOTOS_MAX }, (_, index) => draftOf(index + 1, 'during', 2));
      await env.backend.seed({ jobs: [jobDoc(2, { isPublished: false })], imageDrafts: full });
      const admin = await env.adminBackend();

      expect(await codeOf(admin.uploadPhoto({ ...uploadInput(), job: { jobId: 'no-such-job', stage: 'before' } }, () => {}))).toBe(
        'not-found',
      );
      expect(await codeOf(admin.uploadPhoto({ ...uploadInput(), job: { jobId: jobId(2), stage: 'after' } }, () => {}))).toBe('job/full');
      expect(await codeOf(admin.uploadPhoto({ ...uploadInput(), job: { jobId: jobId(2), stage: 'soon' as JobStage } }, () => {}))).toBe(
        'invalid-argument',
      );
      expect(await env.backend.listFiles()).toEqual([]);
      expect(await admin.getJobPhotos(jobId(2))).toHaveLength(JOB_PHOTOS_MAX);
    });

    // The drafts to publish are uploaded through the port: publishing writes them as new gallery documents, which
    // the Firebase rules check in full (their files must be this project's own).
    const uploadTo = (admin: AdminBackend, job: number, stage: JobStage, title: string) =>
      admin.uploadPhoto({ ...uploadInput(title), job: { jobId: jobId(job), stage } }, () => {});

    it.skipIf(!storage)('publishJob shows the job and moves every draft into the gallery at once, newest, in one write', async () => {
      const user = await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1, { isPublished: false }), jobDoc(2, { isPublished: false })], images: photoDocs(2) });
      const admin = await env.adminBackend();
      const after1 = await uploadTo(admin, 1, 'after', '시공 후');
      const before1 = await uploadTo(admin, 1, 'before', '시공 전');
      const during1 = await uploadTo(admin, 1, 'during', '시공 중');
      const other = await uploadTo(admin, 2, 'before', '다른 현장');
      const start = Date.now();
      await admin.publishJob(jobId(1));
      const end = Date.now();
      const near = (date: Date | null | undefined) => isNear(date, (start + end) / 2, (end - start) / 2 + CLOCK_TOLERANCE_MS);

      const job = await admin.getJob(jobId(1));
      expect(job?.isPublished).toBe(true);
      expect(near(job?.publishedAt)).toBe(true);
      const photos = await admin.getJobPhotos(jobId(1));
      expect(photos.map((photo) => [photo.id, photo.title, photo.stage, photo.isDraft, photo.uploaderUid])).toEqual([
        [before1.id, '시공 전', 'before', false, user.uid],
        [during1.id, '시공 중', 'during', false, user.uid],
        [after1.id, '시공 후', 'after', false, user.uid],
      ]);
      for (const photo of photos) expect(near(photo.uploadedAt)).toBe(true);
      // The other draft job and its draft are untouched.
      expect((await admin.getJob(jobId(2)))?.isPublished).toBe(false);
      expect((await admin.getJobPhotos(jobId(2))).map((photo) => [photo.id, photo.isDraft])).toEqual([[other.id, true]]);

      const backend = await env.publicBackend();
      expect(await backend.getJob(jobId(1))).toEqual(job);
      expect(idsOf(await backend.getJobPhotos(jobId(1)))).toEqual([before1.id, during1.id, after1.id]);
      expect(await backend.getPhoto(other.id)).toBeNull();
      expect(await backend.countPhotos()).toBe(5);
      // Newest in the gallery: the job's photos lead the first page (they share their time, so in id order).
      const first = idsOf(await backend.getPhotoPage({ pageSize: 9, direction: 'initial' }));
      expect(new Set(first.slice(0, 3))).toEqual(new Set([before1.id, during1.id, after1.id]));
      expect(first.slice(3)).toEqual([photoId(2), photoId(1)]);

      // Activities written in the same millisecond (the uploads just before) may come in either order.
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'job_publish'));
      expect(activities.find((a) => a.type === 'job_publish')).toMatchObject({
        type: 'job_publish',
        relatedId: jobId(1),
        userId: user.uid,
        details: { title: jobDoc(1).title, photoCount: 3 },
      });
    });

    it.skipIf(!storage)('publishing again moves drafts added since; a published job without drafts writes nothing', async () => {
      const user = await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1, { isPublished: false }), jobDoc(2)] });
      const admin = await env.adminBackend();
      const early = await uploadTo(admin, 1, 'before', '시공 전');
      await admin.publishJob(jobId(1));
      const job = await admin.getJob(jobId(1));
      // A draft of the published job (uploaded while it was still read as a draft, or seeded so), by another admin.
      const otherUploader = { uploaderUid: 'other-admin', uploaderEmail: 'other@example.com' };
      await env.backend.seed({ imageDrafts: [{ ...early, ...otherUploader, id: 'late-draft', stage: 'after' }] });

      await admin.publishJob(jobId(1));
      expect(await admin.getJob(jobId(1))).toEqual(job);
      const published = await (await env.publicBackend()).getJobPhotos(jobId(1));
      expect(idsOf(published)).toEqual([early.id, 'late-draft']);
      // Whoever puts a photo in the gallery is its uploader: the publishing administrator.
      expect(published.map((photo) => [photo.uploaderUid, photo.uploaderEmail])).toEqual([
        [user.uid, user.email],
        [user.uid, user.email],
      ]);

      await admin.publishJob(jobId(2));
      expect(await admin.getJob(jobId(2))).toEqual(jobDoc(2));
      const activities = await env.activitiesWhen((list) => list.filter((a) => a.type === 'job_publish').length === 2);
      expect(activities.filter((a) => a.type === 'job_publish').map((a) => a.relatedId)).toEqual([jobId(1), jobId(1)]);
      expect(await codeOf(admin.publishJob('no-such-job'))).toBe('not-found');
    });

    it("a draft is published only with its customer's consent: stored, or given to publishJob in the same write", async () => {
      await env.signInAsAdmin();
      await env.backend.seed({
        jobs: [jobDoc(1, { isPublished: false, consentDate: null }), jobDoc(2, { isPublished: false, consentDate: null })],
      });
      const admin = await env.adminBackend();
      // Without one: refused before any write, and the job stays a draft.
      expect(await codeOf(admin.publishJob(jobId(1)))).toBe('job/no-consent');
      expect(await admin.getJob(jobId(1))).toEqual(jobDoc(1, { isPublished: false, consentDate: null }));
      // A malformed consent is invalid-argument (a day, not after today).
      expect(await codeOf(admin.publishJob(jobId(1), '2025-13-01'))).toBe('invalid-argument');
      expect(await codeOf(admin.publishJob(jobId(1), '2999-01-01'))).toBe('invalid-argument');
      expect((await admin.getJob(jobId(1)))?.isPublished).toBe(false);
      // Given with the publish: recorded and published together.
      await admin.publishJob(jobId(1), '2025-11-02');
      expect(await admin.getJob(jobId(1))).toMatchObject({ isPublished: true, consentDate: '2025-11-02' });
      expect(await (await env.publicBackend()).getJob(jobId(1))).toMatchObject({ consentDate: '2025-11-02' });
      // Recorded first (정보 수정), then published without giving it again.
      await admin.updateJob(jobId(2), { ...jobDoc(2), consentDate: '2025-11-03' });
      await admin.publishJob(jobId(2));
      expect(await admin.getJob(jobId(2))).toMatchObject({ isPublished: true, consentDate: '2025-11-03' });
    });

    it('staff edit and delete a draft as any photo; only gallery photos are featured or the hero', async () => {
      await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1, { isPublished: false })], imageDrafts: [draftOf(1, 'before'), draftOf(2, 'after')] });
      const admin = await env.adminBackend();

      await admin.updatePhoto(photoId(1), { title: '시공 전 지붕', category: 'AS', workType: 'roofing', description: null });
      expect(await codeOf(admin.setPhotoFeatured(photoId(1), true))).toBe('not-found');
      expect(await codeOf(admin.setHeroPhoto(photoId(1)))).toBe('not-found');
      await admin.deletePhoto(photoId(2));

      const photos = await admin.getJobPhotos(jobId(1));
      expect(photos).toHaveLength(1);
      expect(photos[0]).toMatchObject({
        id: photoId(1),
        title: '시공 전 지붕',
        category: 'AS',
        isDraft: true,
        isFeatured: false,
        isHeroImage: false,
      });
      expect(await (await env.publicBackend()).getPhoto(photoId(1))).toBeNull();
    });
  });
}
