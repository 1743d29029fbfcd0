import { activityDrafts } from '@/domain/activity';
import type { Job, JobInput, JobPhoto } from '@/domain/types';
import { checkConsentKept, checkJobFields, consentToPublish } from '../shared/job-consent';
import { jobNotFound } from '../shared/job-errors';
import { jobPhotosOf, storedJobFields } from '../shared/job-fields';
import { checkLimit } from '../shared/page-query';
import { addActivityInTransaction, logActivity } from './activity-log';
import type { DemoSessionContext } from './context';
import { orderKeyOf, type JobRecord } from './db';
import { newId } from './ids';
import { jobPhotoRecords, jobRecord, toJob } from './job-reads';
import { readAfter } from './paging';
import { toPhotos } from './photo-lists';

/** Jobs (시공 현장) in the admin part: each checks the administrator first and logs its activity. */

async function existingJob(ctx: DemoSessionContext, id: string): Promise<JobRecord> {
  const record = await jobRecord(ctx, id);
  if (!record) throw jobNotFound(id);
  return record;
}

export async function listJobs(ctx: DemoSessionContext, limit: number): Promise<Job[]> {
  ctx.auth.requireAdmin();
  checkLimit(limit);
  await ctx.latency();
  const records = await readAfter({ table: ctx.db.jobs, index: '[orderKey+id]', prefix: [] }, null, limit);
  return records.map(toJob);
}

export async function getJob(ctx: DemoSessionContext, id: string): Promise<Job | null> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  const record = await jobRecord(ctx, id);
  return record ? toJob(record) : null;
}

export async function getJobPhotos(ctx: DemoSessionContext, jobId: string): Promise<JobPhoto[]> {
  ctx.auth.requireAdmin();
  await ctx.latency();
  const [published, drafts] = await Promise.all([
    jobPhotoRecords(ctx, 'images', jobId).then((records) => toPhotos(ctx, records)),
    jobPhotoRecords(ctx, 'imageDrafts', jobId).then((records) => toPhotos(ctx, records)),
  ]);
  return jobPhotosOf(published, drafts);
}

export async function createJob(ctx: DemoSessionContext, input: JobInput): Promise<Job> {
  const user = ctx.auth.requireAdmin();
  checkJobFields(input, ctx.now());
  await ctx.latency();
  const createdAt = ctx.now().getTime();
  const record: JobRecord = {
    id: newId(),
    ...storedJobFields(input),
    isPublished: 0,
    createdAt,
    publishedAt: null,
    orderKey: orderKeyOf(createdAt),
  };
  await ctx.db.jobs.add(record);
  await logActivity(ctx, activityDrafts.jobCreate(record.id, record.title, user.uid));
  return toJob(record);
}

export async function updateJob(ctx: DemoSessionContext, id: string, input: JobInput): Promise<void> {
  const user = ctx.auth.requireAdmin();
  checkJobFields(input, ctx.now());
  await ctx.latency();
  checkConsentKept(toJob(await existingJob(ctx, id)), input.consentDate);
  await ctx.db.jobs.update(id, storedJobFields(input));
  await logActivity(ctx, activityDrafts.jobUpdate(id, input.title, user.uid));
}

/**
 * One transaction, like Firebase's one batch: the job published (a published job stays as it is) with the consent
 * given (shared/job-consent.ts: a draft needs one, stored or given), each draft moved into the gallery's photos with
 * uploadedAt = now, and job_publish (unless an activity fault is armed: then only logged, as every activity
 * failure). Nothing is written for a published job without drafts.
 */
export async function publishJob(ctx: DemoSessionContext, id: string, consentDate?: string): Promise<void> {
  const user = ctx.auth.requireAdmin();
  await ctx.latency();
  const { db } = ctx;
  const at = ctx.now();
  const now = at.getTime();
  await db.transaction('rw', [db.jobs, db.images, db.imageDrafts, db.activities], async () => {
    const job = await existingJob(ctx, id);
    const drafts = await db.imageDrafts.where('jobId').equals(id).toArray();
    if (job.isPublished === 1 && drafts.length === 0) return;
    const consent = consentToPublish(toJob(job), consentDate, at);
    if (consent !== null) await db.jobs.update(id, { consentDate: consent });
    if (job.isPublished === 0) await db.jobs.update(id, { isPublished: 1, publishedAt: now });
    // The publisher is the uploader of what enters the gallery, as on Firebase (its rules: always the writer).
    const uploader = { uploaderUid: user.uid, uploaderEmail: user.email };
    await db.images.bulkAdd(drafts.map((draft) => ({ ...draft, ...uploader, uploadedAt: now, orderKey: orderKeyOf(now) })));
    await db.imageDrafts.bulkDelete(drafts.map((draft) => draft.id));
    await addActivityInTransaction(ctx, activityDrafts.jobPublish(id, job.title, drafts.length, user.uid), at);
  });
}
