import { JOB_PHOTOS_MAX } from '@/config/limits';
import { inStageOrder } from '@/domain/jobs';
import type { GalleryPhoto, Job } from '@/domain/types';
import { isDocumentId } from '../shared/document-ids';
import { jobFieldsOf } from '../shared/job-fields';
import { checkLimit } from '../shared/page-query';
import type { DemoContext } from './context';
import type { PhotoRecord, JobRecord } from './db';
import { toPhotos } from './photo-lists';

/**
 * Job reads: the public part reads published jobs only (as firestore.rules allow visitors); the admin part all.
 * The public part loads this module on its first job read: the pages that show no job never fetch it.
 */

export function toJob(record: JobRecord): Job {
  return {
    id: record.id,
    ...jobFieldsOf({ ...record }),
    isPublished: record.isPublished === 1,
    createdAt: record.createdAt === null ? null : new Date(record.createdAt),
    publishedAt: record.publishedAt === null ? null : new Date(record.publishedAt),
  };
}

export async function jobRecord(ctx: DemoContext, id: string): Promise<JobRecord | undefined> {
  return isDocumentId(id) ? ctx.db.jobs.get(id) : undefined;
}

/** A published job, or null (none, or a draft). */
export async function getPublishedJob(ctx: DemoContext, id: string): Promise<Job | null> {
  await ctx.latency();
  const record = await jobRecord(ctx, id);
  return record?.isPublished === 1 ? toJob(record) : null;
}

/** Records of one job's photos in the gallery (`table` images) or its drafts (imageDrafts), at most JOB_PHOTOS_MAX. */
export function jobPhotoRecords(ctx: DemoContext, table: 'images' | 'imageDrafts', jobId: string): Promise<PhotoRecord[]> {
  if (!isDocumentId(jobId)) return Promise.resolve([]);
  return ctx.db[table].where('jobId').equals(jobId).limit(JOB_PHOTOS_MAX).toArray();
}

/** A job's photos in the gallery, in stage order (never its drafts). */
export async function getGalleryJobPhotos(ctx: DemoContext, jobId: string): Promise<GalleryPhoto[]> {
  await ctx.latency();
  return inStageOrder(await toPhotos(ctx, await jobPhotoRecords(ctx, 'images', jobId)));
}

/**
 * The last published jobs first (publishedAt, then id, descending), at most `count`. The demo's jobs are few: its
 * table is read whole and sorted here (Firebase: one query with the limit).
 */
export async function getPublishedJobs(ctx: DemoContext, count: number): Promise<Job[]> {
  checkLimit(count);
  await ctx.latency();
  const published = await ctx.db.jobs.filter((record) => record.isPublished === 1).toArray();
  return published
    .sort((a, b) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0))
    .slice(0, count)
    .map(toJob);
}
