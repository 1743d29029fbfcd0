import { describe, expect, it } from 'vitest';
import type { AdminBackend } from '@/backend/port';
import { JOB_LIMITS, MAX_PAGE_SIZE } from '@/config/limits';
import { koreaDay } from '@/domain/site-settings/korea-day';
import type { JobInput } from '@/domain/types';
import { CLOCK_TOLERANCE_MS, codeOf, codesOf, everyCode, idsOf, isNear, type ContractEnv } from '../contract-env';
import { hoursAfterBase, photoDoc, photoId, jobDoc, jobId, jobInput } from '../fixtures';
import type { JobDoc } from '../harness';

/** Jobs (시공 현장): what visitors read of them, and how staff make and edit them. */
export function jobsContract(env: ContractEnv): void {
  describe('jobs: public reads', () => {
    it('reads a published job with all its fields; a draft, an unknown and an impossible id read as null', async () => {
      const published = jobDoc(1, { areaM2: 85 });
      await env.backend.seed({ jobs: [published, jobDoc(2, { isPublished: false })] });
      const backend = await env.publicBackend();

      expect(await backend.getJob(jobId(1))).toEqual(published);
      expect(await backend.getJob(jobId(2))).toBeNull();
      expect(await backend.getJob('no-such-job')).toBeNull();
      expect(await backend.getJob('a/b')).toBeNull();
    });

    it("reads a job's gallery photos in stage order (before, during, after; then by date), none of another job", async () => {
      const at = (n: number) => hoursAfterBase(n);
      await env.backend.seed({
        jobs: [jobDoc(1), jobDoc(2)],
        images: [
          // Uploaded in an order that is not the stage order; 4 and 5 share a stage: the older shooting date first.
          photoDoc(1, { jobId: jobId(1), stage: 'after' }),
          photoDoc(2, { jobId: jobId(1), stage: 'before' }),
          photoDoc(3, { jobId: jobId(2), stage: 'before' }),
          photoDoc(4, { jobId: jobId(1), stage: 'during', takenAt: at(50) }),
          photoDoc(5, { jobId: jobId(1), stage: 'during', takenAt: at(40) }),
          photoDoc(6),
        ],
      });
      const backend = await env.publicBackend();

      const photos = await backend.getJobPhotos(jobId(1));
      expect(idsOf(photos)).toEqual([photoId(2), photoId(5), photoId(4), photoId(1)]);
      expect(photos.map((photo) => [photo.jobId, photo.stage])).toEqual([
        [jobId(1), 'before'],
        [jobId(1), 'during'],
        [jobId(1), 'during'],
        [jobId(1), 'after'],
      ]);
      expect(await backend.getJobPhotos(jobId(9))).toEqual([]);
      expect(await backend.getJobPhotos('a/b')).toEqual([]);
      // A photo of no job says so.
      expect(await backend.getPhoto(photoId(6))).toMatchObject({ jobId: null, stage: null });
    });
  });

  describe('jobs: the published ones, for the gallery', () => {
    it('lists published jobs the last published first (ties by id), at most the limit; never a draft', async () => {
      await env.backend.seed({
        jobs: [
          jobDoc(1, { publishedAt: hoursAfterBase(30) }),
          jobDoc(2, { isPublished: false }),
          jobDoc(3, { publishedAt: hoursAfterBase(10) }),
          jobDoc(4, { publishedAt: hoursAfterBase(30) }),
          jobDoc(5, { publishedAt: hoursAfterBase(20) }),
        ],
      });
      const backend = await env.publicBackend();

      expect(idsOf(await backend.getPublishedJobs(10))).toEqual([jobId(4), jobId(1), jobId(5), jobId(3)]);
      expect(idsOf(await backend.getPublishedJobs(2))).toEqual([jobId(4), jobId(1)]);
      expect((await backend.getPublishedJobs(1))[0]).toEqual(jobDoc(4, { publishedAt: hoursAfterBase(30) }));
    });

    it('none when nothing is published; a limit outside 1 to MAX_PAGE_SIZE is invalid-argument', async () => {
      await env.backend.seed({ jobs: [jobDoc(1, { isPublished: false })] });
      const backend = await env.publicBackend();
      expect(await backend.getPublishedJobs(5)).toEqual([]);
      const calls = {
        zero: () => backend.getPublishedJobs(0),
        over: () => backend.getPublishedJobs(MAX_PAGE_SIZE + 1),
        fraction: () => backend.getPublishedJobs(1.5),
      };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
    });
  });

  describe('jobs: staff', () => {
    it('createJob makes a draft with the fields given, createdAt now, logs job_create; listJobs has it first', async () => {
      const user = await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1), jobDoc(2, { isPublished: false })] });
      const admin = await env.adminBackend();
      const before = Date.now();
      const job = await admin.createJob(jobInput({ areaM2: 42.5 }));
      const after = Date.now();

      expect(job).toMatchObject({ ...jobInput({ areaM2: 42.5 }), isPublished: false, publishedAt: null });
      expect(isNear(job.createdAt, (before + after) / 2, (after - before) / 2 + CLOCK_TOLERANCE_MS)).toBe(true);
      expect(await admin.getJob(job.id)).toEqual(job);
      // Newest first, drafts included.
      expect(idsOf(await admin.listJobs(10))).toEqual([job.id, jobId(2), jobId(1)]);
      expect(idsOf(await admin.listJobs(2))).toEqual([job.id, jobId(2)]);
      // Visitors do not see the draft.
      expect(await (await env.publicBackend()).getJob(job.id)).toBeNull();

      // Activities written in the same millisecond (the uploads just before) may come in either order.
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'job_create'));
      expect(activities.find((a) => a.type === 'job_create')).toMatchObject({
        type: 'job_create',
        relatedId: job.id,
        userId: user.uid,
        details: { title: '춘천 상가 옥상 방수' },
        text: "시공 현장 '춘천 상가 옥상 방수'를 만들었습니다.",
      });
    });

    it('updateJob rewrites the fields and keeps the state; logs job_update; not-found for no job', async () => {
      await env.signInAsAdmin();
      const stored = jobDoc(1);
      await env.backend.seed({ jobs: [stored] });
      const admin = await env.adminBackend();
      const edit = jobInput({
        title: '원주 단독주택 지붕 전면 교체',
        region: '원주시',
        workType: 'metal-roofing',
        areaM2: 99,
        priceManwon: 2400,
        consentDate: stored.consentDate,
      });

      await admin.updateJob(jobId(1), edit);

      expect(await admin.getJob(jobId(1))).toEqual({ ...stored, ...edit });
      expect(await (await env.publicBackend()).getJob(jobId(1))).toEqual({ ...stored, ...edit });
      // Activities written in the same millisecond (the uploads just before) may come in either order.
      const activities = await env.activitiesWhen((list) => list.some((a) => a.type === 'job_update'));
      expect(activities.find((a) => a.type === 'job_update')).toMatchObject({
        type: 'job_update',
        relatedId: jobId(1),
        details: { title: '원주 단독주택 지붕 전면 교체' },
      });
      expect(await codeOf(admin.updateJob('no-such-job', edit))).toBe('not-found');
      expect(await admin.getJob('no-such-job')).toBeNull();
    });

    it('refuses a job whose fields break the rules with invalid-argument, and writes nothing', async () => {
      await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1)] });
      const admin = await env.adminBackend();
      const bad: Record<string, Partial<JobInput>> = {
        blankTitle: { title: ' \u3000' },
        longTitle: { title: 'ㄱ'.repeat(JOB_LIMITS.title + 1) },
        unknownRegion: { region: '서울시' as JobInput['region'] },
        unknownWorkType: { workType: 'painting' as JobInput['workType'] },
        badMonth: { periodStart: '2026-13' },
        dayNotMonth: { periodEnd: '2026-04-01' },
        yearTooEarly: { periodStart: '1850-01' },
        endBeforeStart: { periodStart: '2026-05', periodEnd: '2026-04' },
        zeroArea: { areaM2: 0 },
        negativeArea: { areaM2: -3 },
        hugeArea: { areaM2: JOB_LIMITS.areaM2 + 1 },
        notANumberArea: { areaM2: Number.NaN },
        longStory: { story: 'ㄱ'.repeat(JOB_LIMITS.story + 1) },
        zeroPrice: { priceManwon: JOB_LIMITS.priceManwonMin - 1 },
        hugePrice: { priceManwon: JOB_LIMITS.priceManwonMax + 1 },
        fractionPrice: { priceManwon: 1200.5 },
        notANumberPrice: { priceManwon: Number.NaN },
        consentNotADay: { consentDate: '2026-03' },
        consentImpossibleDay: { consentDate: '2026-02-30' },
        consentTomorrow: { consentDate: '2999-01-01' },
        consentYearTooEarly: { consentDate: '1850-01-01' },
      };
      const creates = Object.fromEntries(Object.entries(bad).map(([label, fields]) => [label, () => admin.createJob(jobInput(fields))]));
      const updates = Object.fromEntries(
        Object.entries(bad).map(([label, fields]) => [label, () => admin.updateJob(jobId(1), jobInput(fields))]),
      );
      expect(await codesOf(creates)).toEqual(everyCode(creates, 'invalid-argument'));
      expect(await codesOf(updates)).toEqual(everyCode(updates, 'invalid-argument'));
      expect(idsOf(await admin.listJobs(10))).toEqual([jobId(1)]);
      expect(await admin.getJob(jobId(1))).toEqual(jobDoc(1));
      // The limits themselves are fine: an empty story, the longest title, the largest area and price, consent today.
      const edge = jobInput({ story: '', title: 'ㄱ'.repeat(JOB_LIMITS.title), areaM2: JOB_LIMITS.areaM2, periodEnd: '2026-03' });
      expect(await admin.createJob(edge)).toMatchObject(edge);
      const priced = jobInput({ priceManwon: JOB_LIMITS.priceManwonMax, consentDate: koreaDay(new Date()) });
      expect(await admin.createJob(priced)).toMatchObject(priced);
      expect(await admin.createJob(jobInput({ priceManwon: JOB_LIMITS.priceManwonMin }))).toMatchObject({ priceManwon: 1 });
    });

    it('a job keeps its price and consent; visitors read the price; an old job without them reads as none', async () => {
      await env.signInAsAdmin();
      const { priceManwon: _price, consentDate: _consent, ...old } = jobDoc(2);
      await env.backend.seed({ jobs: [jobDoc(1), old as JobDoc] });
      const admin = await env.adminBackend();
      await admin.updateJob(jobId(1), jobInput({ priceManwon: 1200, consentDate: '2026-01-05' }));
      const visitor = await env.publicBackend();
      expect(await visitor.getJob(jobId(1))).toMatchObject({ priceManwon: 1200, consentDate: '2026-01-05' });
      expect(await visitor.getJob(jobId(2))).toMatchObject({ priceManwon: null, consentDate: null });
      // An old published job without a consent stays published, and may get one.
      await admin.updateJob(jobId(2), jobInput({ consentDate: '2026-02-01' }));
      expect(await admin.getJob(jobId(2))).toMatchObject({ isPublished: true, consentDate: '2026-02-01' });
    });

    it("a published job's consent may change its day, never go (job/no-consent); a draft's may", async () => {
      await env.signInAsAdmin();
      await env.backend.seed({ jobs: [jobDoc(1), jobDoc(2, { isPublished: false })] });
      const admin = await env.adminBackend();
      expect(await codeOf(admin.updateJob(jobId(1), jobInput({ consentDate: null })))).toBe('job/no-consent');
      expect(await admin.getJob(jobId(1))).toEqual(jobDoc(1));
      await admin.updateJob(jobId(1), jobInput({ consentDate: '2025-10-01' }));
      expect((await admin.getJob(jobId(1)))?.consentDate).toBe('2025-10-01');
      await admin.updateJob(jobId(2), jobInput({ consentDate: null }));
      expect((await admin.getJob(jobId(2)))?.consentDate).toBeNull();
    });

    it('listJobs takes a limit from 1 to MAX_PAGE_SIZE', async () => {
      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      const calls = { zero: () => admin.listJobs(0), fraction: () => admin.listJobs(1.5), tooMany: () => admin.listJobs(101) };
      expect(await codesOf(calls)).toEqual(everyCode(calls, 'invalid-argument'));
    });

    const guarded: Record<string, (admin: AdminBackend) => Promise<unknown>> = {
      listJobs: (admin) => admin.listJobs(10),
      getJob: (admin) => admin.getJob(jobId(1)),
      getJobPhotos: (admin) => admin.getJobPhotos(jobId(1)),
      createJob: (admin) => admin.createJob(jobInput()),
      updateJob: (admin) => admin.updateJob(jobId(1), jobInput()),
      publishJob: (admin) => admin.publishJob(jobId(1)),
    };

    it('every job operation of the admin part needs an administrator, and then changes nothing', async () => {
      const stored = jobDoc(1, { isPublished: false });
      await env.backend.seed({ jobs: [stored], imageDrafts: [photoDoc(1, { jobId: jobId(1), stage: 'before' })] });
      const signedOut = Object.fromEntries(
        Object.entries(guarded).map(([name, call]) => [name, async () => call(await env.adminBackend())]),
      );
      expect(await codesOf(signedOut)).toEqual(everyCode(guarded, 'auth/not-signed-in'));
      await env.signInAsNonAdmin();
      expect(await codesOf(signedOut)).toEqual(everyCode(guarded, 'auth/not-admin'));
      await env.signOut();

      await env.signInAsAdmin();
      const admin = await env.adminBackend();
      expect(await admin.listJobs(10)).toEqual([stored]);
      expect((await admin.getJobPhotos(jobId(1))).map((photo) => [photo.id, photo.isDraft])).toEqual([[photoId(1), true]]);
    });
  });
}
